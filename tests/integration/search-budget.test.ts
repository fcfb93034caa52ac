/**
 * The embedded search backend's memory budget through workerd (issue 37): with SEARCH_MEMORY_BUDGET_MB
 * far below two sites' indexes, searching a second site evicts the first; the first site's next search
 * restores its index from the snapshot its D1 load wrote (Server-Timing: snapshot-read, no d1-load) and
 * answers exactly as before.
 */
import { SIDEBAR_FACETS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
beforeAll(async () => {
  // 0.5 MB: less than either site's index (harbourside's 1,311 cars account for several MB)
  p = await startPlatform({ tenants: ['harbourside', 'lakeside-auto'], vars: { SEARCH_MEMORY_BUDGET_MB: '0.5' } });
});
afterAll(() => p?.dispose());

const PAGE = {
  queries: [
    { indexUid: 'cars', q: 'toyota', facets: SIDEBAR_FACETS.slice(0, 11).map((f) => f.attribute), limit: 21 },
    { indexUid: 'cars', filter: 'price < 40000', sort: ['price:asc'], limit: 21, offset: 21 },
  ],
};

async function search(host: string) {
  const res = await p.get(host, '/api/search/multi-search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PAGE),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: Record<string, unknown>[] };
  const answer = JSON.stringify(body.results.map(({ processingTimeMs: _, ...rest }) => rest));
  return { answer, steps: (res.headers.get('server-timing') ?? '').split(', ').map((s) => s.split(';')[0]) };
}

/** Waits for a site's snapshot (written in the background after its D1 load). */
async function snapshotOf(slug: string) {
  const files = await p.mf.getR2Bucket('FILES');
  for (let waited = 0; waited < 20_000; waited += 100) {
    const { objects } = await files.list({ prefix: `search-snapshots/v2/${slug}/` });
    if (objects.length > 0) return objects;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe('search memory budget (issue 37)', () => {
  it('a site evicted under a small budget answers its next search from its snapshot, exactly as before', async () => {
    const first = await search('harbourside.localhost');
    expect(first.steps[0]).toBe('d1-load');
    expect(await snapshotOf('harbourside')).toHaveLength(1);

    // another site's index: over the budget, so harbourside's is evicted
    const other = await search('lakeside-auto.localhost');
    expect(other.steps[0]).toBe('d1-load');
    expect(await snapshotOf('lakeside-auto')).toHaveLength(1);

    const again = await search('harbourside.localhost');
    expect(again.steps).toContain('snapshot-read');
    expect(again.steps).not.toContain('d1-load');
    expect(again.answer).toBe(first.answer);

    // and lakeside's was evicted in turn: restored from its own snapshot, its own cars
    const otherAgain = await search('lakeside-auto.localhost');
    expect(otherAgain.steps).toContain('snapshot-read');
    expect(otherAgain.answer).toBe(other.answer);
  });
});
