/**
 * The phone menu drawer (below the md breakpoint, CSS in shell/src/server/theme.ts). The header's
 * Menu link works without JavaScript (the drawer opens on `:target`); this takes its click over and
 * makes the drawer modal: the rest of the page is inert, Tab wraps inside the drawer, Escape, Close
 * or a tap on the backdrop close it, aria-expanded follows, and focus goes back to the Menu link.
 */

import { trapFocus } from '@forecourt/remote-kit/focus-trap';

const WIDE = '(min-width: 768px)';

/**
 * Opens the drawer `opener` controls, unless it is open already. The shell loads this module on the
 * Menu link's first use (shell/src/client/bootstrap.ts): only phones need it.
 */
export function openMenuDrawer(doc: Document, opener: HTMLElement): void {
  const nav = doc.getElementById(opener.getAttribute('aria-controls') ?? '');
  if (nav && !nav.classList.contains('is-open')) openDrawer(doc, opener, nav);
}

function openDrawer(doc: Document, opener: HTMLElement, nav: HTMLElement): void {
  const win = doc.defaultView as Window;
  // Everything but the drawer: the page's other top-level parts and the header bar holding the opener.
  const outside = [...doc.body.children, opener.closest('.fc-header__bar')].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(nav),
  );
  const wide = win.matchMedia(WIDE);

  const close = (restoreFocus = true) => {
    release();
    nav.removeEventListener('click', onClick);
    wide.removeEventListener('change', onResize);
    for (const el of outside) el.inert = false;
    nav.classList.remove('is-open');
    doc.documentElement.classList.remove('fc-menu-open');
    opener.setAttribute('aria-expanded', 'false');
    if (restoreFocus) opener.focus();
  };
  // An open dropdown closes first, back to its summary; then the drawer.
  const onEscape = (event: KeyboardEvent) => {
    event.preventDefault();
    const dropdown = doc.activeElement?.closest('details[open]');
    if (dropdown instanceof HTMLDetailsElement && nav.contains(dropdown)) {
      dropdown.open = false;
      dropdown.querySelector('summary')?.focus();
    } else close();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // The nav itself is the backdrop around the panel.
    if (target === nav || target.closest('[data-fc-menu-close]')) {
      event.preventDefault();
      close();
    }
  };
  // Turning a tablet to landscape past md shows the menus inline: no drawer left to close.
  const onResize = () => {
    if (wide.matches) close(false);
  };

  for (const el of outside) el.inert = true;
  nav.classList.add('is-open');
  doc.documentElement.classList.add('fc-menu-open');
  opener.setAttribute('aria-expanded', 'true');
  nav.addEventListener('click', onClick);
  wide.addEventListener('change', onResize);
  // Tab wraps inside the drawer, Escape as above; the first link takes the focus.
  const release = trapFocus(nav, onEscape);
}
