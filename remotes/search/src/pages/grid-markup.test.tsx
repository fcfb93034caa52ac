import { emptySearchState, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeSiteInput } from '@forecourt/contracts/fixtures';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { gridMarkup, withGridMarkup } from './grid-markup.js';
import { SearchPage } from './SearchPage.js';
import { searchHydrationProps, searchProps } from './search-props.js';

const site = SiteConfigSchema.parse(
  makeSiteInput({ promotion_position: 2, promotions: [{ node: { heading: 'Offer', href: '/finance' }, position: 1 }] }),
);
const hits = Array.from({ length: 5 }, (_, i) =>
  makeCar({ id: i + 1, slug: `car-${i + 1}`, primary_image_url: `/media/cars/car-${i + 1}/1.jpg` }),
);
const props = searchProps({
  contract: '1.0.0',
  component: 'SearchPage',
  fragmentId: 'search-search',
  tenant: { slug: site.slug, host: 'x.localhost' },
  locale: 'en-AU',
  route: { path: '/search', params: {}, query: {} },
  now: Date.UTC(2026, 10, 26),
  props: {
    site,
    searchResults: {
      state: emptySearchState(),
      basePath: '/search',
      vocabulary: {},
      total: hits.length,
      hits,
      facets: {},
      stats: {},
    },
  },
});
/** The grid's inner HTML of a rendered page, without React's text separators (static markup has none). */
const grid = (html: string) =>
  /<div class="sr-grid">(.*?)<\/div><nav class="sr-pages"/s.exec(html)?.[1]?.replaceAll('<!-- -->', '');

describe('the server grid as markup (grid-markup.ts)', () => {
  it("is the markup React renders for the same cards and promotion, in the same order, each Save button the shell's", () => {
    const tree = grid(renderToString(<SearchPage {...props} />));
    const served = grid(renderToString(<SearchPage {...withGridMarkup(props)} />));
    expect(tree).toBeTruthy();
    // Only the server's markup hands its hearts to the shell (a card React renders keeps its onClick).
    expect(tree).not.toContain('data-fc-favourite');
    expect(served?.replaceAll(/ data-fc-favourite="[^"]*"/g, '')).toBe(tree);
    const entries = [...(served ?? '').matchAll(/<button[^>]* data-fc-favourite="([^"]*)"/g)].map((m) =>
      JSON.parse(m[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')),
    );
    expect(entries).toEqual(props.view.cards.map((c) => c.favourite));
    expect(served?.indexOf('sr-promo')).toBeGreaterThan(served?.indexOf('data-car-id="1"') ?? Infinity);
    expect(served?.match(/loading="eager"/g)).toHaveLength(3);
  });

  it("preloads the first row's images as React does for the eager images it renders itself", () => {
    const srcSets = (html: string) =>
      [...html.matchAll(/<link rel="preload"[^>]* imageSrcSet="([^"]+)"/g)].map((m) => m[1]);
    const tree = srcSets(renderToString(<SearchPage {...props} />));
    expect(tree).toHaveLength(3);
    expect(srcSets(renderToString(<SearchPage {...withGridMarkup(props)} />))).toEqual(tree);
  });

  it('renders a card once per isolate: a changed card is rendered again, not served from before', () => {
    const first = gridMarkup(props.view);
    expect(gridMarkup(props.view)).toBe(first);
    const repriced = { ...props.view, cards: props.view.cards.map((c, i) => (i === 0 ? { ...c, price: '$1' } : c)) };
    expect(gridMarkup(repriced)).toContain('$1');
    expect(gridMarkup(repriced)).not.toBe(first);
  });

  it('sends the items past the first 6 as later cards: noscript chunks of 6 in one holder at the end, in order', () => {
    const cards = Array.from({ length: 40 }, (_, i) => ({ ...props.view.cards[i % 5]!, id: 100 + i }));
    const html = gridMarkup({ ...props.view, cards });
    const items = [...html.matchAll(/<(?:article|aside) class="([^"]*)"(?: data-car-id="(\d+)")?/g)];
    expect(items).toHaveLength(41); // 40 cards and the promotion (3rd), in the grid's order
    expect(items.flatMap((m) => (m[2] ? [Number(m[2])] : []))).toEqual(cards.map((c) => c.id));
    // Revealed in full when near (later-cards.ts): none skipped by content-visibility.
    expect(html).not.toContain('sr-far');
    const holder = /<div class="sr-later">((?:<noscript>.*?<\/noscript>)+)<\/div>$/s.exec(html);
    expect(html.slice(0, holder!.index).match(/<(?:article|aside) /g)).toHaveLength(6);
    const chunks = [...holder![1]!.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map((m) => m[1]!);
    expect(chunks.map((c) => c.match(/<(?:article|aside) /g)?.length)).toEqual([6, 6, 6, 6, 6, 5]);
    expect(gridMarkup(props.view)).not.toContain('sr-later'); // 6 items: all on the first screen
  });

  it('never reaches the browser: hydration props drop it, and a page without cards has none', () => {
    const served = withGridMarkup(props);
    expect(served.view.gridMarkup).toBeTruthy();
    expect(searchHydrationProps(served).view).not.toHaveProperty('gridMarkup');
    const none = { ...props, view: { ...props.view, cards: [] } };
    expect(withGridMarkup(none)).toBe(none);
  });
});
