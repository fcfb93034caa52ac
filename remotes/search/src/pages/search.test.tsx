import { emptySearchState, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchPage } from './SearchPage.js';
import { searchProps } from './search-props.js';

const site = SiteConfigSchema.parse(makeSiteInput({ locale: 'en-US', vehicle_base_path: '/motorcycles' }));
const now = Date.UTC(2026, 10, 22);
const request = (hits = [makeCar()]) => ({
  contract: '1.0.0',
  component: 'SearchPage',
  fragmentId: 'search-search',
  tenant: { slug: site.slug, host: 'x.localhost' },
  locale: 'en-US' as const,
  route: { path: '/search', params: {}, query: {} },
  now,
  props: {
    site,
    searchResults: {
      state: { ...emptySearchState(), filters: { make: [hits[0]!.make] } },
      basePath: '/search',
      vocabulary: {},
      total: hits.length,
      hits,
      facets: { make: { [hits[0]!.make]: 1, Other: 2 } },
      stats: { price: { min: 1000, max: 2000 } },
    },
  },
});

describe('search page props and SSR', () => {
  it('builds cards per SPEC §2 (base path, miles, facts) and facets with hrefs', () => {
    const out = searchProps(request());
    if ('status' in out) throw new Error('unexpected status');
    const card = out.view.cards[0]!;
    expect(card.href.startsWith('/motorcycles/')).toBe(true);
    expect(card.facts.map((f) => f.label)).toEqual(['Condition', 'Transmission', 'Odometer', 'Fuel Type']);
    expect(card.facts[2]?.value).toMatch(/mi$/);
    expect(out.view.chips).toHaveLength(1);
    expect(out.view.facets.find((f) => f.key === 'make')?.values.some((v) => v.selected)).toBe(true);
  });

  it('renders the keyword box, sort and the card', () => {
    const out = searchProps(request());
    if ('status' in out) throw new Error('unexpected status');
    const html = renderToString(<SearchPage {...out} />);
    expect(html).toContain('Keyword search eg. EV, SUV, Toyota');
    expect(html).toContain('class="sr-card"');
    expect(html).toContain('Explore Vehicle');
  });

  // SPEC §2: "A promotion card slot appears at position 9 in results on the group site."
  describe('promotion card slot', () => {
    const promo = (heading: string, over: Record<string, unknown> = {}) => ({
      node: { heading, href: '/finance', text: 'Offer text' },
      ...over,
    });
    const withPromos = (siteOver: Record<string, unknown>, count = 21) => {
      const promoSite = SiteConfigSchema.parse(makeSiteInput({ ...siteOver }));
      const hits = Array.from({ length: count }, (_, i) => makeCar({ id: i + 1, slug: `car-${i + 1}` }));
      const req = request(hits);
      const out = searchProps({ ...req, props: { ...req.props, site: promoSite } });
      if ('status' in out) throw new Error('unexpected status');
      return { out, html: renderToString(<SearchPage {...out} />) };
    };
    const gridItems = (html: string) =>
      [...html.matchAll(/<(article|aside) class="sr-card( sr-promo)?"/g)].map((m) => (m[2] ? 'promo' : 'car'));

    it('puts the active card 9th among the results, as a card in the grid', () => {
      const { html } = withPromos({
        promotion_position: 9,
        promotions: [promo('Finance from 6.49%', { position: 1 })],
      });
      const items = gridItems(html);
      expect(items.indexOf('promo')).toBe(8);
      expect(items.filter((i) => i === 'car')).toHaveLength(21);
      expect(html).toContain('Finance from 6.49%');
    });

    it('goes last on a shorter page, and not at all without cards, a slot, or an active card', () => {
      const active = [promo('Offer', { position: 1 })];
      expect(gridItems(withPromos({ promotion_position: 9, promotions: active }, 4).html)).toEqual([
        'car',
        'car',
        'car',
        'car',
        'promo',
      ]);
      expect(withPromos({ promotion_position: null, promotions: active }).html).not.toContain('sr-promo');
      const expired = [promo('Old', { expiry: '2026-01-01' })];
      expect(withPromos({ promotion_position: 9, promotions: expired }).html).not.toContain('sr-promo');
      const newOnly = [promo('New only', { display: ['new'], strictDisplay: true })];
      expect(withPromos({ promotion_position: 9, promotions: newOnly }).html).not.toContain('sr-promo');
    });
  });

  it('no search results → 404 props', () => {
    const req = request();
    const out = searchProps({ ...req, props: { site, searchResults: { notFound: true } } });
    expect('status' in out && out.status).toBe(404);
  });
});
