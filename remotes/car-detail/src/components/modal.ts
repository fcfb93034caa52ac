import { type KeyboardEvent, type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * A modal <dialog> opened with showModal(): the browser makes the rest of the page inert. Spread
 * `dismissProps(onClose)` on the dialog for Escape. When it unmounts, focus goes back to the element that
 * had it when the dialog opened (the opener; WCAG 2.4.3).
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
 * The dialog's onKeyDown: Tab and Shift+Tab go round its buttons (its only controls) instead of on to
 * the browser's toolbar after the last one.
 */
export function wrapTab(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return;
  e.preventDefault();
  const buttons = [...e.currentTarget.querySelectorAll('button')];
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const step = e.shiftKey ? -1 : 1;
  // From outside the buttons (the dialog itself had focus): the first, or with Shift the last.
  buttons.at(i < 0 ? (step - 1) / 2 : (i + step) % buttons.length)?.focus();
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
