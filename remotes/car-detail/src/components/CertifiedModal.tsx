import { useEffect, useRef } from 'react';

/** The certified-information dialog itself: focus on Close, Escape closes. */
export default function CertifiedModal({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="cd-modal" role="dialog" aria-modal="true" aria-labelledby="cd-certified-title">
      <div className="cd-modal__box">
        <h2 id="cd-certified-title">Certified Pre-Owned</h2>
        <ul>
          <li>Multi-point inspection by factory-trained technicians</li>
          <li>Genuine parts and a full service before delivery</li>
          <li>Extended manufacturer-backed warranty and roadside assistance</li>
          <li>Vehicle history checked: no write-offs, no finance owing</li>
        </ul>
        <button type="button" ref={close} className="cd-btn" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
