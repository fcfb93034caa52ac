import type { SiteConfig } from '@forecourt/contracts';
import { esc } from './html.js';
import { renderLink } from './link.js';
import { renderPaymentLogos } from './payment-logos.js';

/** The footer: link groups from navigation configuration, payment logos where configured, legal line. */
export function renderFooter(site: SiteConfig, year: number): string {
  const groups = site.navigation.footer
    .map(
      (g) =>
        `<section><h2>${esc(g.name)}</h2><ul>${g.items
          .map((i) => `<li>${renderLink(site, i.url, i.name)}</li>`)
          .join('')}</ul></section>`,
    )
    .join('');
  const payments = site.show_payment_logos ? renderPaymentLogos() : '';
  return [
    '<footer class="fc-footer"><div class="fc-container">',
    groups ? `<div class="fc-footer__groups">${groups}</div>` : '',
    payments,
    `<div class="fc-legal"><span>© ${year} ${esc(site.name)}</span><span>${renderLink(site, '/privacy-policy', 'Privacy Policy')} · ${renderLink(site, '/terms-and-conditions', 'Terms and Conditions')}</span></div>`,
    '</div></footer>',
  ].join('');
}
