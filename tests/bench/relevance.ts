/**
 * pnpm bench:relevance — search relevance on the judged set (relevance-set.json, issue 34 item 3):
 * precision@20 and recall@20 per query and overall, on both backends:
 * - the embedded engine (edge/src/search/engine.ts over each site's documents, inside the site's scope,
 *   as the embedded backend runs it);
 * - Meilisearch, through the official client with the search key and the parameters the edge's
 *   Meilisearch backend sends (q, the site's scope as filter, sort, limit, offset), against
 *   MEILISEARCH_HOST (+ MEILISEARCH_ADMIN_KEY, MEILISEARCH_SEARCH_KEY) when set, else against the
 *   Meilisearch-compatible development server (infra/search/compat-server — not Meilisearch: no
 *   Meilisearch binary runs offline here); index settings (synonyms included) applied by the edge's own
 *   applySearchSettings.
 * Expected cars: the site's searchable cars (its scope) passing the query's `expect` filter.
 * precision@20 = expected cars among the first min(20, hits) hits / that many (1 when nothing is
 * expected and nothing found); recall@20 = expected cars in the first 20 / min(20, expected).
 * "all hits" recall = expected cars anywhere in the hits / expected. BENCH_RELEVANCE_VERBOSE=1 prints
 * each query's first hits.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import {
  effectiveSort,
  indexScopeFilter,
  indexSort,
  SEARCH_INDEX_SETTINGS,
  type SiteConfig,
  SiteConfigSchema,
  searchTerm,
} from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import {
  loadIndexesFromDocuments,
  type SearchDocument,
  startCompatServer,
  tenantCarDocuments,
} from '@forecourt/infra/search';
import { Meilisearch } from 'meilisearch';
import type { EngineQuery } from '../../edge/src/search/engine.js';
import { SearchIndex } from '../../edge/src/search/engine.js';
import { buildFilter } from '../../edge/src/search/filter.js';

type Judged = { site: string; q: string; expect: string; note?: string };
const SET = JSON.parse(readFileSync(new URL('./relevance-set.json', import.meta.url), 'utf8')) as {
  now: string;
  queries: Judged[];
};
const K = 20;
const VERBOSE = process.env.BENCH_RELEVANCE_VERBOSE === '1';

type Site = { config: SiteConfig; docs: SearchDocument[]; scope: string };
/** A backend as the bench asks it: every hit's document of a query, in rank order. */
type Ask = (site: Site, query: EngineQuery) => Promise<Record<string, unknown>[]>;

const PAGE = 1000;
async function allHits(ask: (q: EngineQuery) => Promise<Record<string, unknown>[]>, query: EngineQuery) {
  const hits: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await ask({ ...query, limit: PAGE, offset });
    hits.push(...page);
    if (page.length < PAGE) return hits;
  }
}

function sites(now: Date): Map<string, Site> {
  const out = new Map<string, Site>();
  for (const tenant of iterateTenants({ now: now.getTime() })) {
    const config = SiteConfigSchema.parse(tenant.site);
    out.set(config.slug, {
      config,
      docs: tenantCarDocuments([tenant]),
      scope: indexScopeFilter(config, 'cars', now),
    });
  }
  return out;
}

type Score = { precision: number; recall: number; allRecall: number; expected: number; hits: number };

function score(hits: Record<string, unknown>[], expected: Set<unknown>): Score {
  const top = hits.slice(0, K);
  const found = top.filter((h) => expected.has(h.id as number)).length;
  const precision = top.length === 0 ? (expected.size === 0 ? 1 : 0) : found / top.length;
  const recall = expected.size === 0 ? 1 : found / Math.min(K, expected.size);
  const all = hits.filter((h) => expected.has(h.id as number)).length;
  return {
    precision,
    recall,
    allRecall: expected.size === 0 ? 1 : all / expected.size,
    expected: expected.size,
    hits: hits.length,
  };
}

async function run(name: string, ask: Ask, all: Map<string, Site>) {
  console.log(`\n${name}`);
  console.log('site                 query                  expected  hits   P@20  R@20  recall(all hits)');
  const scores: Score[] = [];
  for (const j of SET.queries) {
    const site = all.get(j.site);
    if (!site) throw new Error(`no demo site ${j.site}`);
    const inScope = buildFilter(site.scope, null);
    const rule = buildFilter(j.expect, null);
    const expected = new Set(site.docs.filter((d) => (!inScope || inScope(d)) && (!rule || rule(d))).map((d) => d.id));
    const sort = indexSort(effectiveSort(null, site.config));
    const hits = await ask(site, { q: searchTerm(j.q), sort });
    const s = score(hits, expected);
    scores.push(s);
    const flag = s.precision < 0.9 ? '  < 0.9' : '';
    console.log(
      `${j.site.padEnd(20)} ${JSON.stringify(j.q).padEnd(22)} ${String(s.expected).padStart(8)} ${String(s.hits).padStart(5)}  ${s.precision.toFixed(2)}  ${s.recall.toFixed(2)}  ${s.allRecall.toFixed(2)}${flag}`,
    );
    if (VERBOSE)
      for (const h of hits.slice(0, K).filter((x) => !expected.has(x.id as number)))
        console.log(
          `    not expected: ${h.stocknum} ${h.make} ${h.model} ${h.badge ?? ''} (${h.simple_body}, ${h.simple_fuel})`,
        );
  }
  const mean = (f: (s: Score) => number) => scores.reduce((n, s) => n + f(s), 0) / scores.length;
  const below = scores.filter((s) => s.precision < 0.9).length;
  console.log(
    `overall (${scores.length} queries): mean P@20 ${mean((s) => s.precision).toFixed(3)}, mean R@20 ${mean((s) => s.recall).toFixed(3)}, mean recall over all hits ${mean((s) => s.allRecall).toFixed(3)}; ${below} queries below 0.9 P@20`,
  );
}

/** The Meilisearch backend's admin client and connection: MEILISEARCH_HOST's, else the compat server. */
async function meilisearch() {
  const env = process.env;
  if (env.MEILISEARCH_HOST)
    return {
      name: `Meilisearch at ${env.MEILISEARCH_HOST}`,
      admin: new Meilisearch({ host: env.MEILISEARCH_HOST, apiKey: env.MEILISEARCH_ADMIN_KEY ?? '' }),
      search: new Meilisearch({ host: env.MEILISEARCH_HOST, apiKey: env.MEILISEARCH_SEARCH_KEY ?? '' }),
      close: async () => {},
    };
  const server = await startCompatServer();
  return {
    name: 'Meilisearch API on the Meilisearch-compatible development server (a stand-in, not Meilisearch)',
    admin: new Meilisearch({ host: server.url, apiKey: server.keys.adminKey }),
    search: new Meilisearch({ host: server.url, apiKey: server.keys.searchKey }),
    close: () => server.close(),
  };
}

async function main() {
  const now = new Date(SET.now);
  const all = sites(now);
  const indexes = new Map<string, SearchIndex>();
  const embedded: Ask = async (site, query) => {
    let index = indexes.get(site.config.slug);
    if (!index) {
      index = new SearchIndex(site.docs, SEARCH_INDEX_SETTINGS.cars);
      indexes.set(site.config.slug, index);
    }
    const built = index;
    return allHits(async (q) => built.search(q, site.scope).hits, query);
  };
  await run('embedded engine', embedded, all);

  const meili = await meilisearch();
  try {
    await loadIndexesFromDocuments(meili.admin, { cars: [...all.values()].flatMap((s) => s.docs) });
    const cars = meili.search.index('cars');
    const remote: Ask = (site, query) =>
      allHits(
        async (q) =>
          (
            await cars.search(q.q ?? '', {
              filter: site.scope,
              sort: q.sort ? [...q.sort] : undefined,
              limit: q.limit ?? 20,
              offset: q.offset ?? 0,
            })
          ).hits,
        query,
      );
    await run(meili.name, remote, all);
  } finally {
    await meili.close();
  }
  const [load1] = loadavg();
  console.log(`\n${new Date().toISOString()} load average ${load1?.toFixed(2)} on ${availableParallelism()} cores`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
