import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeFragmentRequest as request } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import definition from '../remote.js';

const NOW = Date.parse('2026-11-22T03:00:00Z');
const offer = (heading: string, over: Record<string, unknown> = {}) => ({
  start: '2026-01-01',
  expiry: '2030-12-31',
  position: null,
  display: [],
  strictDisplay: false,
  node: { heading, text: null, href: '/finance', cta: 'See the offer' },
  ...over,
});
const site = SiteConfigSchema.parse({
  ...GROUP_SITE_FIXTURE,
  car_types: ['new', 'used'],
  promotions: [
    offer('Finance from 6.49%', { position: 1 }),
    offer('New car servicing', { position: 2, display: ['new'], strictDisplay: true }),
    offer('Last year sale', { start: '2025-01-01', expiry: '2025-12-31' }),
  ],
  manufacturer_base_domain: 'toyota.example',
  dealership_websites: [
    {
      name: 'Fixture Toyota',
      make: 'Toyota',
      url: 'https://dealer.{base_domain}/fixture',
      logo: '/media/logos/toyota.svg',
      dealership_ids: [1],
      slug: 'fixture-toyota',
      location_ids: [11],
    },
  ],
});
const render = (component: string, path: string, query: Record<string, string> = {}, more: object = {}) =>
  renderForTest(definition, request(path, { site, ...more }, NOW, { component, query }));
const deal = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id,
  dealership_id: 1,
  name,
  offer_type: 'service',
  make: null,
  model: null,
  car_type: null,
  description: `${name}, ours.`,
  price: 299,
  url: '/service',
  starts_at_timestamp: NOW / 1000 - 86_400,
  expires_at_timestamp: Date.parse('2026-12-24T00:00:00Z') / 1000,
  ...over,
});

describe('special offers', () => {
  it('lists the offers live today in SPEC order; an expired one never shows', async () => {
    const { html, props } = await render('OffersPage', '/special-offers');
    expect((props.offers as { heading: string }[]).map((o) => o.heading)).toEqual(['Finance from 6.49%']);
    expect(html).toContain('Offer ends 31 December 2030');
    expect(html).not.toContain('Last year sale');
    expect(html).toContain('aria-current="page">All offers');
  });

  it('filters by a car type of the site; an unknown type shows every offer', async () => {
    const onlyNew = await render('OffersPage', '/special-offers', { car_type: 'new' });
    expect((onlyNew.props.offers as { heading: string }[]).map((o) => o.heading)).toEqual([
      'Finance from 6.49%',
      'New car servicing',
    ]);
    expect(onlyNew.html).toContain('aria-current="page">New');
    const bogus = await render('OffersPage', '/special-offers', { car_type: 'spaceship' });
    expect(bogus.html).toContain('aria-current="page">All offers');
  });
});

describe('special offers: the offers index', () => {
  it('lists the live deals after the promotion cards, a group’s copies of one deal once', async () => {
    const offers = [
      deal('1-o2', 'Logbook service'),
      deal('2-o2', 'Logbook service'),
      deal('1-o3', '15% off brakes', { offer_type: 'parts', price: null }),
    ];
    const { html, props } = await render('OffersPage', '/special-offers', {}, { specialOffers: { offers } });
    expect((props.deals as { name: string }[]).map((d) => d.name)).toEqual(['Logbook service', '15% off brakes']);
    expect(html).toContain('Current deals');
    expect(html).toContain('Service offer');
    expect(html).toContain('$299');
    expect(html).toContain('Ends 24 December');
    expect(html.indexOf('Finance from 6.49%')).toBeLessThan(html.indexOf('Current deals'));
  });

  it('no deals and no cards: the empty state; search down (null): the cards alone', async () => {
    const empty = await render(
      'OffersPage',
      '/special-offers',
      {},
      { site: { ...site, promotions: [] }, specialOffers: { offers: [] } },
    );
    expect(empty.html).toContain('There are no offers for this selection right now.');
    expect(empty.html).not.toContain('Current deals');
    // one car type (a rental fleet's): no chips, nothing to choose
    const one = await render('OffersPage', '/special-offers', {}, { site: { ...site, car_types: ['used'] } });
    expect(one.html).not.toContain('Offers by car type');
    const down = await render('OffersPage', '/special-offers', {}, { specialOffers: null });
    expect(down.html).toContain('Finance from 6.49%');
    expect(down.html).not.toContain('Current deals');
  });
});

describe('explore more brands', () => {
  it('links each dealership website with the base domain substituted, in a new tab that says so', async () => {
    const { html } = await render('BrandsPage', '/explore-more-brands');
    expect(html).toContain('href="https://dealer.toyota.example/fixture" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('(opens in a new tab)');
    expect(html).toContain('src="/media/logos/toyota.svg"');
  });
});

describe('a location page', () => {
  it('shows the location named by the path with hours, map link and a contact link', async () => {
    const { html } = await render('LocationPage', '/our-locations/fixture-used-cars');
    expect(html).toContain('<h1>Fixture Used Cars</h1>');
    expect(html).toContain('View on map');
    expect(html).toContain('href="/contact-us/fixture-used-cars"');
  });

  it("shows the dealership's latest well-rated reviews under the location's rating (SPEC §9: 4 and up, 12 shown)", async () => {
    const review = (id: number, rating: number) => ({
      id,
      image: null,
      customer_name: `Customer ${id}`,
      text: `Review ${id}`,
      rating,
      created_at_time_ago_in_words: '2 days ago',
      review_date: '2026-11-20',
      review_date_in_words: '20 November 2026',
      reply_text: null,
      reply_date: null,
      reply_date_in_words: null,
    });
    const rated = SiteConfigSchema.parse({
      ...site,
      locations: site.locations.map((l) => ({ ...l, reviews: { count: 321, average_rating: '4.4' } })),
    });
    const locationReviews = [review(1, 5), review(2, 3), ...Array.from({ length: 14 }, (_, i) => review(10 + i, 4))];
    const { html, props } = await renderForTest(
      definition,
      request('/our-locations/fixture-used-cars', { site: rated, locationReviews }, NOW, { component: 'LocationPage' }),
    );
    expect(html).toContain('What our customers say');
    expect(html.replace(/<!-- -->/g, '')).toContain('Rated 4.4 out of 5 from 321 reviews.');
    expect(props.latestReviews as unknown[]).toHaveLength(12);
    expect(html).not.toContain('Review 2<');
  });

  it('refuses a path naming no location (the edge answers 404 before that)', async () => {
    await expect(render('LocationPage', '/our-locations/nowhere')).rejects.toThrow();
  });
});

describe('news', () => {
  const post = (n: number) => ({
    slug: `post-${n}`,
    title: `Post ${n}`,
    summary: `Summary ${n}`,
    published: '2026-10-15',
    image_url: null,
    sections: [{ paragraphs: [`Body ${n}`], bullets: [] }],
  });
  it('the index lists posts with dates in the site locale and pages newer/older', async () => {
    const newsIndex = { posts: [post(1), post(2)], page: 2, pages: 3 };
    const { html } = await renderForTest(
      definition,
      request('/news', { site, newsIndex }, NOW, { component: 'NewsPage', query: { page: '2' } }),
    );
    expect(html).toContain('href="/news/post-1"');
    expect(html).toContain('<time dateTime="2026-10-15">15 October 2026</time>');
    expect(html).toContain('href="/news">Newer posts');
    expect(html).toContain('href="/news?page=3">Older posts');
    expect(html).toContain('Page 2 of 3');
  });
  it('a post renders its sections as text', async () => {
    const { html } = await renderForTest(
      definition,
      request('/news/post-1', { site, newsPost: { ...post(1), title: '<i>Post</i>' } }, NOW, {
        component: 'NewsPostPage',
      }),
    );
    expect(html).toContain('&lt;i&gt;Post&lt;/i&gt;');
    expect(html).toContain('Body 1');
  });
});
