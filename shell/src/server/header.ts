import { type NavigationEntry, type SiteConfig, vehicleNoun } from '@forecourt/contracts';
import { esc } from './html.js';
import { renderLink } from './link.js';

/** The main navigation's id: the Menu link's target and the drawer's `aria-controls`. */
export const NAV_ID = 'fc-nav';

/**
 * The site header: logo, menus from navigation configuration (dropdowns as <details> so they work
 * without JavaScript and by keyboard), and the header buttons (group site: 'Value My Car',
 * 'Book a Service').
 *
 * Below the md breakpoint the menus are a drawer (CSS in theme.ts): the Menu link opens it. Without
 * JavaScript it is an in-page link and the drawer opens on `:target`; the shell client takes the
 * click over and adds the focus trap, Escape and aria-expanded (shell/src/client/menu-drawer.ts).
 * The header buttons are in the drawer too, since the bar has no room for them on a phone.
 */
export function renderHeader(site: SiteConfig): string {
  const nav = site.navigation;
  const items = nav.header.map((e) => renderEntry(site, e)).join('');
  const buttons = nav.header_buttons
    .map((b, i) => renderLink(site, b.url, b.name, i === 0 ? 'fc-btn fc-btn--accent' : 'fc-btn fc-btn--ghost'))
    .join('');
  const menu = items
    ? `<a class="fc-menu-btn" href="#${NAV_ID}" data-fc-menu aria-controls="${NAV_ID}" aria-expanded="false"><span aria-hidden="true">\u2630</span> Menu</a>`
    : '';
  // Two rows on a desktop: brand and call-to-action buttons, then the menus.
  return [
    '<a class="fc-skip" href="#main">Skip to content</a>',
    '<header class="fc-header"><div class="fc-container fc-header__bar">',
    `<a class="fc-brand" href="/"><img src="${esc(site.logo.url)}" alt="" width="40" height="40"><span>${esc(site.name)}</span></a>`,
    `<div class="fc-cta">${renderSaved(site)}<span class="fc-cta__buttons">${buttons}</span>${menu}</div>`,
    '</div>',
    items
      ? `<nav id="${NAV_ID}" class="fc-nav" aria-label="Main"><div class="fc-container fc-nav__panel">` +
        '<a class="fc-nav__close" href="#" data-fc-menu-close aria-label="Close menu">Close <span aria-hidden="true">\u2715</span></a>' +
        `<ul>${items}</ul>${buttons ? `<div class="fc-nav__buttons">${buttons}</div>` : ''}</div></nav>`
      : '',
    '</header>',
  ].join('');
}

function renderEntry(site: SiteConfig, entry: NavigationEntry): string {
  const mandatory = entry.mandatory ? ' data-mandatory="true"' : '';
  if (entry.dropdownItems && entry.dropdownItems.length > 0) {
    const children = entry.dropdownItems.map((c) => `<li><a href="${esc(c.url)}">${esc(c.name)}</a></li>`).join('');
    return `<li${mandatory}><details><summary>${esc(entry.name)}</summary><ul>${children}</ul></details></li>`;
  }
  return `<li${mandatory}>${renderLink(site, entry.url, entry.name)}</li>`;
}

/**
 * The header's saved-vehicles menu (SPEC §4 favourites). Hidden in the server HTML but keeping its
 * place (visibility, not display: no layout shift when it appears): favourites live in the visitor's
 * browser, so the shell client fills the count and list from the shared favourites atom and shows it
 * (shell/src/client/header-favourites.ts). A <details> so it opens by keyboard too.
 */
function renderSaved(site: SiteConfig): string {
  const noun = vehicleNoun(site.vehicle_base_path).plural;
  return [
    `<details class="fc-saved" data-fc-saved data-vehicles="${esc(site.vehicle_base_path)}" hidden>`,
    // The accessible name starts with the visible words ("Saved … 0"), the noun only for screen readers.
    `<summary><span aria-hidden="true">\u2665</span> <span class="fc-saved__word">Saved</span><span class="fc-sr-only"> ${esc(noun)}</span> <span class="fc-saved__count" data-fc-saved-count>0</span></summary>`,
    `<div class="fc-saved__panel"><p class="fc-saved__empty" data-fc-saved-empty>No saved ${esc(noun)} yet. Tap the heart on any ${esc(vehicleNoun(site.vehicle_base_path).singular)} to save it here.</p><ul data-fc-saved-list></ul><a class="fc-saved__all" href="/favourites">See all saved ${esc(noun)}</a></div>`,
    '</details>',
  ].join('');
}
