import { SiteConfigSchema } from '@forecourt/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { request, site } from '../test-fixture.js';
import { HomePage } from './HomePage.js';
import { homeProps } from './home-props.js';

const parsed = SiteConfigSchema.parse({ ...site, default_search_path: '/search/used-cars' });

describe('home page', () => {
  it('summarises stock by type (empty types hidden) and links each to its SEO search path', () => {
    const props = homeProps(request('/', { site: parsed, reviewSummary: { count: 7217, average_rating: '4.2' } }));
    expect(props.stock.count).toBe(1311);
    expect(props.stock.carTypes.map((t) => t.label)).toEqual(['Used', 'New']);
    expect(props.stock.carTypes[0]!.href).toBe('/search/used');
    expect(props.stock.makes[1]!.href).toBe('/search/land-rover');
  });

  it('renders the dealer name, counts with separators, reviews and the history tabs', () => {
    const props = homeProps(request('/', { site: parsed, reviewSummary: { count: 7217, average_rating: '4.2' } }));
    const html = renderToString(<HomePage {...props} />);
    expect(html).toContain('Fixture Motor Group</h1>');
    expect(html).toContain('1,311');
    expect(html).toContain('4.2');
    expect(html).toContain('7,217');
    expect(html).toContain('role="tab"');
    expect(html).toContain('A service station.');
  });

  it('without reviews or a timeline those blocks are absent', () => {
    const props = homeProps(request('/', { site: { ...parsed, history_timeline: [] } }));
    const html = renderToString(<HomePage {...props} />);
    expect(html).not.toContain('reviews');
    expect(html).not.toContain('role="tablist"');
  });
});
