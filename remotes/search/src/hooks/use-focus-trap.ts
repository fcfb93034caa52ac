import { type RefObject, useEffect } from 'react';

/**
 * The filters drawer's focus trap: while `open`, the focus moves into `ref` and Tab / Shift+Tab cycle
 * inside it; Escape calls `onClose`. Kept alone in this file so the kit's shared trap (issue 31) can
 * replace it with one import.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void) {
  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const items = () =>
      [...el.querySelectorAll<HTMLElement>('a[href],button,input')].filter((i) => i.getClientRects().length);
    items()[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key !== 'Tab') return;
      const all = items();
      const at = document.activeElement;
      if (!el.contains(at) || at === (e.shiftKey ? all[0] : all[all.length - 1])) {
        e.preventDefault();
        (e.shiftKey ? all[all.length - 1] : all[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref, open, onClose]);
}
