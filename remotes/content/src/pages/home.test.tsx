import { SiteConfigSchema } from '@forecourt/contracts';
import { makeFragmentRequest as request, GROUP_SITE_FIXTURE as site } from '@forecourt/contracts/fixtures';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage.js';
import { homeProps } from './home-props.js';

const parsed = SiteConfigSchema.parse({
  ...site,
  default_search_path: '/search/used-cars',
  dealerships: [
    { id: 1, name: 'A', slug: 'a', review_count: 7000, average_rating: '4.2' },
    { id: 2, name: 'B', slug: 'b', review_count: 217, average_rating: '4.3' },
  ],
});
const review = (id: number, rating: number, text: string | null) => ({
  id,
  image: null,
  customer_name: `Customer ${id}`,
  text,
  rating,
  created_at_time_ago_in_words: '3 days ago',
  review_date: '2026-11-19',
  review_date_in_words: '19 November 2026',
  reply_text: null,
  reply_date: null,
  reply_date_in_words: null,
});
const REVIEWS = [review(1, 5, 'Great service'), review(2, 3, 'Average'), review(3, 4, null)];

describe('home page', () => {
  it('summarises stock by type (empty types hidden) and links each to its SEO search path', () => {
    const props = homeProps(request('/', { site: parsed, latestReviews: REVIEWS }));
    expect(props.stock.count).toBe(1311);
    expect(props.stock.carTypes.map((t) => t.label)).toEqual(['Used', 'New']);
    expect(props.stock.carTypes[0]!.href).toBe('/search/used');
    expect(props.stock.makes[1]!.href).toBe('/search/land-rover');
  });

  it('renders the dealer name, counts with separators, reviews and the history tabs', () => {
    const props = homeProps(request('/', { site: parsed, latestReviews: REVIEWS }));
    const html = renderToString(<HomePage {...props} />);
    expect(html).toContain('Fixture Motor Group</h1>');
    expect(html).toContain('1,311');
    expect(html).toContain('4.2');
    expect(html).toContain('7,217');
    expect(html).toContain('role="tab"');
    expect(html).toContain('A service station.');
  });

  it('review summary from the dealerships (count-weighted); only reviews rated 4+ are shown', () => {
    const props = homeProps(request('/', { site: parsed, latestReviews: REVIEWS }));
    expect(props.reviews).toEqual({ count: 7217, average_rating: '4.2' });
    expect(props.latestReviews.map((r) => r.id)).toEqual([1, 3]);
  });

  it('refuses a review that fails its schema (D1 rows are parsed again at the RPC boundary)', () => {
    expect(() => homeProps(request('/', { site: parsed, latestReviews: [{ id: 1 }] }))).toThrow();
  });

  it('without reviews or a timeline those blocks are absent', () => {
    const props = homeProps(
      request('/', { site: { ...parsed, history_timeline: [], dealerships: [{ id: 1, name: 'A', slug: 'a' }] } }),
    );
    const html = renderToString(<HomePage {...props} />);
    expect(html).not.toContain('reviews');
    expect(html).not.toContain('role="tablist"');
  });
});

describe('home page stock counts', () => {
  it("take the search's live counts when the edge has them, the stored summary otherwise", () => {
    const liveStock = {
      count: 1254,
      car_types: [{ name: 'used', count: 540 }],
      makes: [{ name: 'Toyota', count: 300 }],
    };
    const live = homeProps(request('/', { site: parsed, liveStock }));
    expect(live.stock.count).toBe(1254);
    expect(live.stock.carTypes).toEqual([{ label: 'Used', count: 540, href: '/search/used' }]);
    expect(homeProps(request('/', { site: parsed, liveStock: null })).stock.count).toBe(1311);
  });
});
