/**
 * The header's <details> menus (navigation dropdowns and the Saved menu) open and close natively;
 * this adds what a menu is expected to do besides (WCAG 2.1.1, 2.4.3): Escape closes it with focus
 * back on its summary, and focus or a tap leaving it closes it. Opening one closes the others.
 * Loaded by the shell on the first menu opened (shell/src/client/bootstrap.ts).
 */

/** Watches one menu that has just opened, until it closes. */
export function watchDropdown(doc: Document, menu: HTMLDetailsElement): void {
  if (!menu.open) return; // closed again while this module loaded
  const header = menu.closest('header');
  for (const other of header?.querySelectorAll('details[open]') ?? [])
    if (other !== menu && !other.contains(menu)) (other as HTMLDetailsElement).open = false;

  const close = (focusSummary: boolean) => {
    menu.open = false;
    if (focusSummary) menu.querySelector('summary')?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    // The phone drawer handles Escape inside itself (closing the menu first) and marks it handled.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close(menu.contains(doc.activeElement));
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !menu.contains(next)) close(false);
  };
  const onPointer = (event: PointerEvent) => {
    if (!menu.contains(event.target as Node)) close(false);
  };
  const stop = () => {
    if (menu.open) return;
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('pointerdown', onPointer);
    menu.removeEventListener('focusout', onFocusOut);
    menu.removeEventListener('toggle', stop);
  };
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('pointerdown', onPointer);
  menu.addEventListener('focusout', onFocusOut);
  menu.addEventListener('toggle', stop);
}
