import { CAR_CARD_FIELDS, emptySearchState, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withGridMarkup } from './grid-markup.js';
import { SearchPage } from './SearchPage.js';
import { stateFromUrl, toolbarForm } from './search-client.js';
import { type SearchPageProps, searchHydrationProps, searchProps } from './search-props.js';

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
    const card = out.view.cards[0]!;
    expect(card.href.startsWith('/motorcycles/')).toBe(true);
    expect(card.facts.map((f) => f.label)).toEqual(['Condition', 'Transmission', 'Odometer', 'Fuel Type']);
    expect(card.facts[2]?.value).toMatch(/mi$/);
    expect(out.view.chips).toHaveLength(1);
    expect(out.view.facets.find((f) => f.key === 'make')?.values.some((v) => v.selected)).toBe(true);
  });

  it('a card from the card fields alone (what the page retrieves) is the card of the whole document', () => {
    const hits = [
      makeCar(),
      makeCar({ id: 2, slug: 'sold', status: 'sold', sold: true }),
      makeCar({ id: 3, slug: 'no-photo', primary_image_url: null, tag: 'Special', price: 0 }),
    ];
    const cardsOnly = hits.map((car) =>
      Object.fromEntries(CAR_CARD_FIELDS.map((f) => [f, car[f]])),
    ) as unknown as typeof hits;
    expect(searchProps(request(cardsOnly)).view.cards).toEqual(searchProps(request(hits)).view.cards);
  });

  it('hydration props: the cards are not sent again (their Save buttons carry their entries in the HTML)', () => {
    const hits = [makeCar(), makeCar({ id: 2, slug: 'second-car' })];
    const out = searchProps(request(hits));
    const light = searchHydrationProps(out);
    expect(light.view.cards).toEqual([]);
    expect(light.view.serverGrid).toBe(true);
    expect(JSON.stringify(light)).not.toContain(out.view.cards[0]!.favourite.slug);
    expect(JSON.stringify(light).length).toBeLessThan(JSON.stringify(out).length);
    // The server renders the cards themselves; an empty result keeps its props as they are.
    expect(renderToString(<SearchPage {...out} />)).toContain('data-car-id="2"');
    const none = searchProps({
      ...request(hits),
      props: { ...request(hits).props, searchResults: { ...request(hits).props.searchResults, hits: [], total: 0 } },
    });
    expect(searchHydrationProps(none)).toBe(none);
  });

  // The accessibility issue on /search (WCAG 2.1 AA): what the server HTML says before any JS runs.
  it('server HTML: skip link, results h2, checkbox filters, Filters drawer link with the count, one favourite name', () => {
    const out = searchProps(request());
    const html = renderToString(<SearchPage {...out} />);
    expect(html).toContain('<a class="sr-skip" href="#sr-results">Skip to results</a>');
    expect(html).toMatch(/<h2 id="sr-results" class="sr-count-line"[^>]*>1 vehicle found<\/h2>/);
    const make = out.view.cards[0]!.favourite.make;
    // Each option is still a plain link to its URL, exposed as a checkbox with its state.
    expect(html).toContain(`<a data-nav="" href="/search" role="checkbox" aria-checked="true">${make}<!-- --> `);
    expect(html).toContain(
      '<a data-nav="" href="/search?make=Toyota,Other" role="checkbox" aria-checked="false">Other',
    );
    expect(html).not.toContain('aria-current');
    // Without JS the drawer opens on :target, Close goes back to its button, Show jumps to the results.
    expect(html).toMatch(
      /<a href="#sr-filters" id="sr-filters-btn" role="button"[^>]*aria-expanded="false"[^>]*>Filters \(1\)<\/a>/,
    );
    expect(html).toContain('<div id="sr-filters" class="sr-sidebar">');
    expect(html).toMatch(/<a href="#sr-filters-btn" role="button"[^>]*>Close<\/a>/);
    expect(html).toMatch(/<a href="#sr-results"[^>]*>Show 1 vehicle<\/a>/);
    expect(html).toMatch(/aria-pressed="false" aria-label="Save [^"]+ to favourites"/);
  });

  it('renders the keyword box, sort and the card', () => {
    const out = searchProps(request());
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
      // As the remote serves it: the grid from grid-markup.ts.
      return { out, html: renderToString(<SearchPage {...withGridMarkup(out)} />) };
    };
    const gridItems = (html: string) =>
      [...html.matchAll(/<(article|aside) class="sr-card( sr-promo)?( sr-far)?"/g)].map((m) =>
        m[2] ? 'promo' : 'car',
      );

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

  // SPEC §9: US spellings and miles on an en-US site (this fixture site is en-US).
  it('speaks en-US: Color, Gas, Quick Inquiry, mile sorts', () => {
    const req = request();
    const props = searchProps({
      ...req,
      props: {
        ...req.props,
        searchResults: {
          ...req.props.searchResults,
          facets: { ...req.props.searchResults.facets, colour: { White: 1 }, simple_fuel: { Petrol: 1 } },
        },
      },
    });
    const html = renderToString(<SearchPage {...props} />);
    expect(html).toContain('<legend>Color</legend>');
    expect(html).not.toContain('Colour');
    expect(html).toContain('>Quick Inquiry</a>');
    expect(html).not.toContain('>Quick Enquiry<');
    expect(html).toContain('Highest Miles');
    expect(html).not.toContain('Kms');
    expect(html).toContain('<dd>Gas</dd>');
    expect(props.view.facets.find((f) => f.key === 'fuel')?.values[0]).toMatchObject({ value: 'Petrol', label: 'Gas' });
  });

  // SPEC §9 "A brand ordering list sorts makes"; popular_makes lift theirs under 'Popular Makes'.
  it('orders the makes by make_order after the popular makes', () => {
    const ordered = SiteConfigSchema.parse(makeSiteInput({ make_order: ['Mazda', 'Kia'], popular_makes: ['Ford'] }));
    const req = request();
    const props = searchProps({
      ...req,
      props: {
        site: ordered,
        searchResults: {
          ...req.props.searchResults,
          facets: { make: { Toyota: 9, Kia: 1, Mazda: 2, Ford: 3, Audi: 4 } },
        },
      },
    });
    const makes = props.view.facets.find((f) => f.key === 'make')?.values ?? [];
    expect(makes.map((v) => v.value)).toEqual(['Ford', 'Mazda', 'Kia', 'Toyota', 'Audi']);
    expect(makes.map((v) => v.popular)).toEqual([true, false, false, false, false]);
  });

  // SPEC §2: year is a checkbox facet as well as a range; the checkboxes edit the year range as a span.
  it('lists years as checkboxes, newest first, each toggling the year span', () => {
    const req = request();
    const props = searchProps({
      ...req,
      props: {
        ...req.props,
        searchResults: {
          ...req.props.searchResults,
          state: { ...emptySearchState(), ranges: { year: '2020:2021' } },
          facets: { year: { '2019': 2, '2020': 3, '2021': 1 } },
        },
      },
    });
    const years = props.view.facets.find((f) => f.key === 'year')?.values ?? [];
    expect(years.map((v) => [v.value, v.selected])).toEqual([
      ['2021', true],
      ['2020', true],
      ['2019', false],
    ]);
    expect(years.map((v) => v.href)).toEqual([
      '/search?year=2020:2020',
      '/search?year=2021:2021',
      '/search?year=2019:2021',
    ]);
    expect(props.view.chips.map((c) => c.label)).toEqual(['Year 2020 – 2021']);
  });

  // SPEC §2 empty state: 'Find Me Something Similar' keeps the page's own filters (a used-cars page stays used).
  it('the empty state keeps the page defaults and drops the refinements', () => {
    const req = request();
    const props = searchProps({
      ...req,
      props: {
        ...req.props,
        searchResults: {
          ...req.props.searchResults,
          state: {
            ...emptySearchState(),
            query: 'zzz',
            filters: { car_type: ['used'], colour: ['Red'] },
            ranges: { price: ':1' },
          },
          defaults: { car_type: ['used'] },
          hits: [],
          total: 0,
          facets: {},
        },
      },
    });
    // (this fixture's vocabulary is empty, so car_type stays in the query string)
    expect(props.view.similarHref).toBe('/search?car_type=used');
    expect(props.view.clearHref).toBe('/search');
    expect(renderToString(<SearchPage {...props} />)).toContain(
      '<a href="/search?car_type=used" data-nav="">Find Me Something Similar</a>',
    );
  });

  it("the sort select shows the state's sort, else the site default; the no-JS form keeps the filters", () => {
    const req = request();
    const withSort = (sortBy: string | null) => {
      const out = searchProps({
        ...req,
        props: {
          ...req.props,
          searchResults: {
            ...req.props.searchResults,
            state: {
              ...emptySearchState(),
              sortBy,
              filters: { car_type: ['used'], colour: ['Red', 'Deep, Blue'] },
              ranges: { price: ':30000' },
            },
          },
        },
      });
      return out as SearchPageProps;
    };
    expect(renderToString(<SearchPage {...withSort('price:asc')} />)).toMatch(/<option value="price:asc" selected="">/);
    expect(renderToString(<SearchPage {...withSort(null)} />)).toMatch(/<option value="custom_rank:desc" selected="">/);
    const props = withSort(null);
    expect(toolbarForm(props.client.state, props)).toEqual({
      action: '/search',
      fields: [
        ['car_type', 'used'],
        ['colour', 'Red'],
        ['colour', 'Deep, Blue'],
        ['price', ':30000'],
      ],
    });
    expect(renderToString(<SearchPage {...props} />)).toContain(
      '<input type="hidden" name="colour" value="Deep, Blue"/>',
    );
  });

  it('a search the backend refused → a friendly page (the edge page plan sets its 400)', () => {
    const out = searchProps({ ...request(), props: { site, searchResults: { invalid: true } } });
    expect(out.invalid).toBe(true);
    expect(renderToString(<SearchPage {...out} />)).toContain('We couldn&#x27;t run this search');
  });

  it('no search results → the not-found page (the edge page plan sets its 404)', () => {
    const req = request();
    const out = searchProps({ ...req, props: { site, searchResults: { notFound: true } } });
    expect(out).toMatchObject({ notFound: true, invalid: false, view: { total: 0 } });
  });
});

// Review finding: a route's default filters follow the URL the page moved to, not the first one loaded.
it('route defaults are per URL: /search/used-cars keeps used for "similar", /search has none', () => {
  const out = searchProps(request());
  expect(stateFromUrl('/search/used-cars', out)?.defaults).toEqual({ car_type: ['used'] });
  expect(stateFromUrl('/search/used-cars', out)?.state.filters.car_type).toEqual(['used']);
  expect(stateFromUrl('/search', out)?.defaults).toEqual({});
});
