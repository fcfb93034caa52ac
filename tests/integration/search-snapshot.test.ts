/**
 * Index snapshots through workerd (issue 16 part 4): harbourside's 1,311 cars (every site with stock
 * gets a snapshot since issue 37), so the isolate that loads them from D1 writes the index's snapshot to R2; after a restart (every
 * isolate new, same storage) the first search restores it and reads only its page's hits from D1, and
 * answers as the D1-loaded index did. Server-Timing says which path answered. The cron (scheduled
 * handler) writes the snapshot of a large site that has none, so a site nobody searched lately still
 * gets its first search from a snapshot.
 */
import { SIDEBAR_FACETS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const HOST = 'harbourside.localhost';
const KEY = 'search-snapshots/v2/harbourside/101-102-103-104-105-106.bin';
const CRON = '*/10 * * * *';
let p: Platform;
/** The first search's answer as the D1-loaded index gave it (the first test's; the second compares). */
let fromD1Answer = '';

beforeAll(async () => {
  p = await startPlatform({ tenants: ['harbourside'] });
});
afterAll(() => p?.dispose());

// A search page's first request (keyword, 11 facets, highlights) and a filtered, sorted second page.
const PAGE = {
  queries: [
    {
      indexUid: 'cars',
      q: 'toyota',
      facets: SIDEBAR_FACETS.slice(0, 11).map((f) => f.attribute),
      limit: 21,
      attributesToHighlight: ['make', 'model'],
    },
    { indexUid: 'cars', filter: 'price < 40000 AND year >= 2018', sort: ['price:asc'], limit: 21, offset: 21 },
  ],
};

async function search() {
  const res = await p.get(HOST, '/api/search/multi-search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PAGE),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: Record<string, unknown>[] };
  // processingTimeMs is the one field that may differ between two runs of the same search
  const answer = JSON.stringify(body.results.map(({ processingTimeMs: _, ...rest }) => rest));
  return { answer, steps: (res.headers.get('server-timing') ?? '').split(', ').map((s) => s.split(';')[0]), body };
}

/** The snapshot objects in R2 (a fresh stub: stubs do not outlive a restart). */
async function snapshots() {
  const files = await p.mf.getR2Bucket('FILES');
  return (await files.list({ prefix: 'search-snapshots/' })).objects;
}

describe('search index snapshots (issue 16 part 4)', () => {
  it('a new isolate answers its first search from the snapshot the D1 load wrote, byte for byte as the D1-loaded index', async () => {
    const fromD1 = await search();
    // the index is held compact (issue 37): the D1 load encodes it, and the page's hits are read by id
    expect(fromD1.steps).toEqual(['d1-load', 'index-build', 'index-compact', 'engine', 'hits-read']);
    expect(fromD1.body.results[0]?.hits).not.toEqual([]);

    let written = await snapshots();
    for (let waited = 0; written.length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      written = await snapshots();
    }
    expect(written.map((o) => o.key)).toEqual([KEY]);
    // postings and columns, no documents: well under the 1,311 cars' JSON (~3.7 MB)
    expect(written[0]?.size).toBeLessThan(600_000);

    await p.restart();
    const restored = await search();
    expect(restored.steps).toEqual(['snapshot-read', 'snapshot-decode', 'engine', 'hits-read']);
    expect(restored.answer).toBe(fromD1.answer);
    fromD1Answer = fromD1.answer;
  });

  it('the cron writes the snapshot of a large site that has none (and leaves a fresh one), and a new isolate answers from it', async () => {
    const cron = async () =>
      expect((await (await p.mf.getWorker('edge')).scheduled({ cron: CRON })).outcome).toBe('ok');
    const files = await p.mf.getR2Bucket('FILES');
    // the isolate's snapshot is minutes old at most: the cron leaves it
    const isolates = await files.head(KEY);
    await cron();
    expect((await files.head(KEY))?.etag).toBe(isolates?.etag);

    // nobody searched harbourside lately: no snapshot, and the cron writes one
    await files.delete(KEY);
    const before = Date.now();
    await cron();
    const written = await files.head(KEY);
    expect(Number(written?.customMetadata?.builtAt)).toBeGreaterThanOrEqual(before);

    await p.restart();
    const restored = await search();
    expect(restored.steps).toEqual(['snapshot-read', 'snapshot-decode', 'engine', 'hits-read']);
    expect(restored.answer).toBe(fromD1Answer);
  });
});
