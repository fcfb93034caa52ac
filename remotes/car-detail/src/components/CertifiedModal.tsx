import { wrapTab } from '@forecourt/remote-kit/focus-trap';
import { dismissProps, useModal } from './modal.js';

/** The certified-information dialog itself: modal (focus stays in it), Escape closes. */
export default function CertifiedModal({ onClose }: { onClose: () => void }) {
  const ref = useModal();
  return (
    <dialog
      ref={ref}
      className="cd-modal"
      aria-labelledby="cd-certified-title"
      {...dismissProps(onClose)}
      onKeyDown={(e) => wrapTab(e.nativeEvent, e.currentTarget)}
    >
      <div className="cd-modal__box">
        <h2 id="cd-certified-title">Certified Pre-Owned</h2>
        <ul>
          <li>Multi-point inspection by factory-trained technicians</li>
          <li>Genuine parts and a full service before delivery</li>
          <li>Extended manufacturer-backed warranty and roadside assistance</li>
          <li>Vehicle history checked: no write-offs, no finance owing</li>
        </ul>
        <button type="button" className="cd-btn" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
