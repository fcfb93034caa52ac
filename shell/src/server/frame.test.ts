import { SiteConfigSchema } from '@forecourt/contracts';
import { makeSiteInput } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { renderFooter } from './footer.js';
import { renderDocumentHead } from './head.js';
import { renderHeader } from './header.js';

const site = (over: Record<string, unknown> = {}) =>
  SiteConfigSchema.parse({
    ...makeSiteInput({
      slug: 'frame-motors',
      template: 'group',
      name: 'Frame & Sons Motors',
      url: 'https://www.frame.example',
      logo: { url: '/media/logos/frame-motors.svg' },
    }),
    navigation: {
      header: [
        { name: 'Cars for Sale', url: '/search', dropdownItems: [{ name: 'Used', url: '/search/used-cars' }] },
        { name: 'News', url: '/blog', mandatory: true },
        { name: 'Brand site', url: 'https://{base_domain}/models' },
      ],
      footer: [{ name: 'Buyer Tools', items: [{ name: 'Finance', url: '/finance' }] }],
      header_buttons: [
        { name: 'Value My Car', url: '/valuations' },
        { name: 'Book a Service', url: '/service' },
      ],
    },
    link_rewrites: [{ from: '/blog', to: '/news' }],
    manufacturer_base_domain: 'brand.example',
    show_payment_logos: true,
    ...over,
  });

describe('document head', () => {
  it('per tenant: escaped title, description, canonical, icon and theme colour', () => {
    const html = renderDocumentHead({
      site: site(),
      canonicalUrl: 'https://www.frame.example/',
      title: 'Our Dealerships',
    });
    expect(html).toContain('<title>Our Dealerships | Frame &amp; Sons Motors</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.frame.example/">');
    expect(html).toContain('<link rel="icon" href="/media/logos/frame-motors.svg">');
    expect(html).toContain('<meta name="theme-color" content="#0a2540">');
    expect(html).toContain('--fc-primary:#0b5394');
  });
});

describe('header', () => {
  it('renders menus with dropdowns, mandatory entries and the header buttons', () => {
    const html = renderHeader(site());
    expect(html).toContain('<summary>Cars for Sale</summary>');
    expect(html).toContain('href="/search/used-cars"');
    expect(html).toContain('data-mandatory="true"');
    expect(html).toContain('>Value My Car</a>');
    expect(html).toContain('>Book a Service</a>');
  });

  it('gives phones a Menu link to the navigation drawer, with a Close link and the header buttons inside', () => {
    const html = renderHeader(site());
    expect(html).toContain('href="#fc-nav" data-fc-menu aria-controls="fc-nav" aria-expanded="false"');
    expect(html).toContain('<nav id="fc-nav" class="fc-nav" aria-label="Main">');
    const drawer = html.slice(html.indexOf('<nav'));
    expect(drawer).toContain('aria-label="Close menu"');
    expect(drawer).toContain('>Value My Car</a>');
    // A site without menus has no Menu link to a missing drawer.
    const bare = site({ navigation: { header: [], footer: [], header_buttons: [] } });
    expect(renderHeader(bare)).not.toContain('data-fc-menu');
    expect(renderHeader(bare)).not.toContain('<nav');
  });

  it('applies the link rules: /blog → /news, base domain substituted, external in a new tab', () => {
    const html = renderHeader(site());
    expect(html).toContain('href="/news"');
    expect(html).not.toContain('href="/blog"');
    expect(html).toContain('href="https://brand.example/models" target="_blank" rel="noopener noreferrer"');
  });
});

describe('footer', () => {
  it('renders the groups and, where configured, the payment-method logos', () => {
    const html = renderFooter(site(), 2026);
    expect(html).toContain('<h2>Buyer Tools</h2>');
    for (const card of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
      expect(html).toMatch(
        new RegExp(`<li><svg role="img" aria-label="${card}" width="48" height="32"[^>]*><title>${card}</title>`),
      );
    expect(html).toContain('<ul class="fc-payments" aria-label="Accepted payment methods">');
    // Real marks: every badge draws a path or shapes, no text badge left.
    expect(html.match(/<svg role="img"[\s\S]*?<\/svg>/g)?.every((svg) => /<(path|circle) /.test(svg))).toBe(true);
    expect(renderFooter(site({ show_payment_logos: false }), 2026)).not.toContain('Mastercard');
    expect(html).toContain('© 2026 Frame &amp; Sons Motors');
  });
});
