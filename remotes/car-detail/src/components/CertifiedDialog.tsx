import { lazy, Suspense, useState } from 'react';

// The dialog's content only ever shows on a click: a separate chunk, off the page's JS budget.
const CertifiedModal = lazy(() => import('./CertifiedModal.js'));

/** SPEC §2 certified-information dialog (certified cars on the brand template with `certified_dialog`). */
export function CertifiedDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="cd-btn cd-btn--ghost cd-certified" onClick={() => setOpen(true)}>
        See certified information
      </button>
      <Suspense fallback={null}>{open ? <CertifiedModal onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
