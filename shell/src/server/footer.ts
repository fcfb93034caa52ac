import type { SiteConfig } from '@forecourt/contracts';
import { esc } from './html.js';

/** SPEC §2: accepted cards shown as payment-method logos in the group site's footer. */
export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;

/** The footer: link groups from navigation configuration, payment logos where configured, legal line. */
export function renderFooter(site: SiteConfig, year: number): string {
  const groups = site.navigation.footer
    .map(
      (g) =>
        `<section><h2>${esc(g.name)}</h2><ul>${g.items
          .map((i) => `<li><a href="${esc(i.url)}">${esc(i.name)}</a></li>`)
          .join('')}</ul></section>`,
    )
    .join('');
  const payments = site.show_payment_logos
    ? `<div class="fc-payments" aria-label="Accepted payment methods">${PAYMENT_METHODS.map((m) => `<span>${esc(m)}</span>`).join('')}</div>`
    : '';
  return [
    '<footer class="fc-footer"><div class="fc-container">',
    groups ? `<div class="fc-footer__groups">${groups}</div>` : '',
    payments,
    `<div class="fc-legal"><span>© ${year} ${esc(site.name)}</span><span><a href="/privacy-policy">Privacy Policy</a> · <a href="/terms-and-conditions">Terms and Conditions</a></span></div>`,
    '</div></footer>',
  ].join('');
}
