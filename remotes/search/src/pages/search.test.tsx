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

  it('no search results → 404 props', () => {
    const req = request();
    const out = searchProps({ ...req, props: { site, searchResults: { notFound: true } } });
    expect('status' in out && out.status).toBe(404);
  });
});
