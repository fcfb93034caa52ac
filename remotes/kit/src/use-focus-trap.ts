import { type RefObject, useEffect } from 'react';
import { trapFocus } from './focus-trap.js';

/**
 * A component's focus trap (focus-trap.ts): while `open`, the focus moves into `ref` and Tab /
 * Shift+Tab cycle inside it; Escape calls `onClose`.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    return trapFocus(el, onClose);
  }, [ref, open, onClose]);
}
