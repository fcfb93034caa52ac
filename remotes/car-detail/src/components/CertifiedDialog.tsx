import { useEffect, useRef, useState } from 'react';

/** SPEC §2 certified-information dialog (sites with `certified_dialog`, certified cars only). */
export function CertifiedDialog() {
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button type="button" className="cd-btn cd-btn--ghost cd-certified" onClick={() => setOpen(true)}>
        See certified information
      </button>
      {open ? (
        <div className="cd-modal" role="dialog" aria-modal="true" aria-labelledby="cd-certified-title">
          <div className="cd-modal__box">
            <h2 id="cd-certified-title">Certified Pre-Owned</h2>
            <ul>
              <li>Multi-point inspection by factory-trained technicians</li>
              <li>Genuine parts and a full service before delivery</li>
              <li>Extended manufacturer-backed warranty and roadside assistance</li>
              <li>Vehicle history checked: no write-offs, no finance owing</li>
            </ul>
            <button type="button" ref={close} className="cd-btn" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
