/**
 * The one focus trap of the site's modal parts (issue 31): the shell's phone menu drawer, the search
 * filters drawer and the car page's dialogs. Plain DOM, so the shell's menu chunk uses it without React;
 * use-focus-trap.ts is the hook for a remote's component.
 */

/** What Tab can reach inside a trap (disabled buttons and tabindex=-1 are left out). */
export const FOCUSABLE = 'a[href],button:not([disabled]),summary,input,select,textarea,[tabindex]:not([tabindex="-1"])';

/** The visible focusable elements of `container`, in tab order (the DOM's: no positive tabindex here). */
export const focusables = (container: Element): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/**
 * A keydown's Tab kept inside `container`: from its last element Tab goes to the first, from its first
 * Shift+Tab to the last, and from outside its elements (the container itself had the focus) to the
 * first or, with Shift, the last. Between them the browser moves the focus as usual.
 */
export function wrapTab(event: KeyboardEvent, container: Element): void {
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const at = container.ownerDocument.activeElement;
  const inside = items.includes(at as HTMLElement);
  if (!inside || at === (event.shiftKey ? first : last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Traps the focus in `container` until the returned release is called: its first element takes the
 * focus, Tab wraps inside it (wrapTab) and Escape calls `onEscape`. The caller hands the focus back to
 * its opener on close (WCAG 2.4.3): only it knows whether the opener is still there.
 */
export function trapFocus(container: HTMLElement, onEscape: (event: KeyboardEvent) => void): () => void {
  const doc = container.ownerDocument;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape(event);
    else wrapTab(event, container);
  };
  doc.addEventListener('keydown', onKey);
  focusables(container)[0]?.focus();
  return () => doc.removeEventListener('keydown', onKey);
}
