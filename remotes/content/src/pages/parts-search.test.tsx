import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeFragmentRequest as request } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import definition from '../remote.js';

const NOW = Date.parse('2026-11-22T03:00:00Z');
const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const part = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `1-p${n}`,
  dealership_id: 1,
  name: `Oil filter ${n} <b>`,
  part_number: `P-${n}`,
  category: 'Filters',
  category_slug: 'filters',
  make: 'Toyota',
  price: 19,
  description: '',
  in_stock: true,
  ...extra,
});
const category = (slug: string, name: string, dealership_id = 1) => ({
  id: `${dealership_id}-${slug}`,
  dealership_id,
  name,
  slug,
  kind: 'parts',
  description: '',
  position: 0,
});
const render = (input: Record<string, unknown>, results: Record<string, unknown> | null) =>
  renderForTest(
    definition,
    request('/parts/search', { site, partsSearch: { input, results } }, NOW, { component: 'PartsSearchPage' }),
  );

describe('parts search', () => {
  it('results with price or POA, chips with counts (one per slug, none empty), paging, escaped names', async () => {
    const { html } = await render(
      { q: 'oil', category: null, page: 1 },
      {
        parts: [part(1), part(2, { price: null, in_stock: false })],
        total: 14,
        categoryCounts: { filters: 14 },
        categories: [category('filters', 'Filters'), category('filters', 'Filters', 2), category('brakes', 'Brakes')],
        offers: [],
      },
    );
    expect(html).toContain('Showing 1–2 of 14 parts');
    expect(html).toContain('Oil filter 1 &lt;b&gt;');
    expect(html).toContain('Price on application');
    expect(html).toContain('Ordered in for you');
    expect(html.match(/class="ct-chip"/g)).toHaveLength(2); // All parts + Filters (Brakes has none)
    expect(html).toContain('href="/parts/search?q=oil&amp;part_category=filters"');
    expect(html).toContain('href="/parts/search?q=oil&amp;page=2">Next page');
    expect(html).toContain('part=Oil%20filter%201%20%3Cb%3E%20(P-1)#parts-form');
  });
  it('no results points to the form; search down says so', async () => {
    const none = await render(
      { q: 'zzz', category: null, page: 1 },
      { parts: [], total: 0, categoryCounts: {}, categories: [], offers: [] },
    );
    expect(none.html).toContain('No parts found for “zzz”.');
    expect(none.html).toContain('href="#parts-form"');
    // a dealer with no parts online (a rental fleet): said so before anything is searched
    const empty = await render(
      { q: '', category: null, page: 1 },
      { parts: [], total: 0, categoryCounts: {}, categories: [], offers: [] },
    );
    expect(empty.html).toContain('Our parts catalogue is not online yet.');
    expect(empty.html).not.toContain('No parts found');
    const down = await render({ q: '', category: null, page: 1 }, null);
    expect(down.html).toContain('Our parts catalogue is unavailable just now');
  });
});
