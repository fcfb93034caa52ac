/**
 * The header's <details> menus (navigation dropdowns and the Saved menu) open and close natively;
 * this adds what a menu is expected to do besides (WCAG 2.1.1, 2.4.3): Escape closes it with focus
 * back on its summary, focus or a tap leaving it closes it, and opening one closes the others.
 * Installed once, when the keyboard or a finger first reaches the header (shell/src/client/bootstrap.ts):
 * page-wide listeners that act on whichever menu is open, so no opening can race them.
 */
export function installMenuClosing(doc: Document, header: HTMLElement): void {
  const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>('details[open]')];
  const closeOthers = (keep: Node | null) => {
    for (const menu of openMenus()) if (!(keep instanceof Node && menu.contains(keep))) menu.open = false;
  };

  doc.addEventListener('keydown', (event) => {
    // The phone drawer handles Escape inside itself (the open menu first, then the drawer).
    if (event.key !== 'Escape' || event.defaultPrevented || doc.documentElement.classList.contains('fc-menu-open'))
      return;
    const open = openMenus();
    if (open.length === 0) return;
    event.preventDefault();
    const focused = open.find((menu) => menu.contains(doc.activeElement));
    for (const menu of open) menu.open = false;
    focused?.querySelector('summary')?.focus();
  });
  doc.addEventListener('pointerdown', (event) => closeOthers(event.target as Node));
  doc.addEventListener('focusin', (event) => closeOthers(event.target as Node));
  header.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target;
      if (menu instanceof HTMLDetailsElement && menu.open) closeOthers(menu);
    },
    true, // toggle does not bubble
  );
}
