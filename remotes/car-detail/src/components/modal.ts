import { type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * A modal <dialog> opened with showModal(): the browser makes the rest of the page inert. Spread
 * `dismissProps(onClose)` on the dialog for Escape, and give its onKeyDown the kit's wrapTab
 * (@forecourt/remote-kit/focus-trap) so Tab goes round its controls, not on to the browser's toolbar.
 * When it unmounts, focus goes back to the element that had it when the dialog opened (the opener;
 * WCAG 2.4.3).
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    return () => opener?.focus();
  }, []);
  return ref;
}

/**
 * The dialog's Escape and close handlers: Escape (its cancel event) closes through React. Left to the
 * browser, the dialog hides and hands focus back at once while the component still holds it open, so
 * the opener pressed again in that moment did nothing (its close event came after). onClose stays for a
 * close the browser does on its own.
 */
export const dismissProps = (onClose: () => void) => ({
  onCancel: (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    onClose();
  },
  onClose,
});
