import { type KeyboardEvent, useEffect, useRef } from 'react';

/**
 * A modal <dialog> opened with showModal(): the browser makes the rest of the page inert and closes it
 * on Escape (its close event, so pass onClose to the dialog's onClose). When it unmounts, focus goes
 * back to the element that had it when the dialog opened (the opener; WCAG 2.4.3).
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
