/**
 * The embedded search engine: an in-memory index over one tenant's documents with Meilisearch's
 * query semantics (filter, keyword with prefix and typo tolerance, facets, facetStats, sort,
 * offset/limit or page/hitsPerPage pagination).
 *
 * Keyword search: documents are tokenized (lower case, accents removed, split on non-alphanumerics)
 * into an inverted index token → [(doc, attribute rank)]. Each query word matches vocabulary tokens
 * exactly, by prefix (the last word, as you type) or with typos (1 from 5 letters, 2 from 9, as
 * Meilisearch). A document must match every word; when none does, words are dropped from the end
 * (Meilisearch's matchingStrategy 'last'). Ranking: matched words, fewer typos, best attribute
 * (searchable order), then the sort (default custom_rank:desc), then exactness.
 */
import type { MeiliSearchInputCode, SearchIndexSettings } from '@forecourt/contracts';
import { buildFilter, type CompiledFilter, type Doc, FilterError, type Reader, readAttribute } from './filter.js';
import { withHighlights } from './highlight.js';
import { editDistance, type QueryWord, queryWords, tokenizeText, typoBudget } from './query-words.js';

/** Error codes a search can fail with because of its input (contracts' list of Meilisearch codes). */
export type SearchInputCode = MeiliSearchInputCode;

/** A query the client got wrong (answered 400); `position` is its place in a multi-search. */
export class SearchInputError extends Error {
  constructor(
    readonly code: SearchInputCode,
    message: string,
    readonly position?: number,
  ) {
    super(message);
    this.name = 'SearchInputError';
  }
}

/** A query after validation of its shape (the API layer parses the JSON with zod first). */
export type EngineQuery = {
  q?: string | null;
  filter?: string | readonly (string | readonly string[])[] | null;
  facets?: readonly string[] | null;
  sort?: readonly string[] | null;
  limit?: number | null;
  offset?: number | null;
  page?: number | null;
  hitsPerPage?: number | null;
  attributesToRetrieve?: readonly string[] | null;
  /** Highlighting (highlight.ts): `_formatted` on each hit. */
  attributesToHighlight?: readonly string[] | null;
  highlightPreTag?: string | null;
  highlightPostTag?: string | null;
};

export type EngineResult = {
  hits: Doc[];
  query: string;
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  page?: number;
  hitsPerPage?: number;
  totalHits?: number;
  totalPages?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
};

/**
 * Refuses out-of-range pagination (limit and hitsPerPage 0–1000, offset and page >= 0) with Meilisearch's
 * error codes. Both backends call it, so a query the embedded engine refuses is refused with Meilisearch too.
 */
export function checkPagination(query: EngineQuery): void {
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const page = query.page ?? 1;
  const hitsPerPage = query.hitsPerPage ?? 20;
  if (limit < 0 || limit > 1000)
    throw new SearchInputError(
      'invalid_search_limit',
      `Invalid value in parameter \`limit\`: expected a positive integer up to 1000, found \`${limit}\`.`,
    );
  if (offset < 0)
    throw new SearchInputError(
      'invalid_search_offset',
      `Invalid value in parameter \`offset\`: expected a positive integer, found \`${offset}\`.`,
    );
  if (page < 0)
    throw new SearchInputError(
      'invalid_search_page',
      `Invalid value in parameter \`page\`: expected a positive integer, found \`${page}\`.`,
    );
  if (hitsPerPage < 0 || hitsPerPage > 1000)
    throw new SearchInputError(
      'invalid_search_hits_per_page',
      `Invalid value in parameter \`hitsPerPage\`: expected a positive integer up to 1000, found \`${hitsPerPage}\`.`,
    );
}

/** Per-document match of one word: typos used (0 exact/prefix) and the best attribute rank. */
type WordMatch = Map<number, { typos: number; attr: number; exact: boolean }>;

const NUMERIC = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * An index restored from a snapshot (index-snapshot.ts), without its documents: `column` gives every
 * filterable and sortable attribute's value by document position (what filters, facets and sorts read),
 * `postings` each token's flat [doc, attribute rank, doc, attribute rank, …] list. Its hits' documents
 * are read by primary key (plan, then complete: backend.ts reads them from D1).
 */
export type IndexState = {
  count: number;
  /** An attribute's column, decoded on first use (undefined: the snapshot has none). */
  column: (attr: string) => readonly unknown[] | undefined;
  postings: Map<string, ArrayLike<number>>;
};

/** A query run up to its page of hits: the answer without `hits`, and the page's document positions. */
export type SearchPlan = { query: EngineQuery; positions: number[]; result: EngineResult };

/** Work done by searches, in document checks (SearchIndex.search adds to it). */
export type WorkMeter = { checks: number };

export class SearchIndex {
  /** How many documents the index holds (positions 0 to size - 1). */
  readonly size: number;
  /** The documents by position; null in an index restored from a snapshot (its hits are read by id). */
  readonly docs: readonly Doc[] | null;
  private readonly restored: IndexState | null;
  readonly settings: SearchIndexSettings;
  private readonly filterable: ReadonlySet<string>;
  private readonly sortable: ReadonlySet<string>;
  /** token → flat [doc, attribute rank, …] (flat: a snapshot restores it without an object per entry). */
  readonly postings: Map<string, ArrayLike<number>>;
  private readonly vocabulary: string[];
  private readonly scopeCache = new Map<string, number[]>();
  private readonly wordCache = new Map<string, WordMatch>();
  /** Per-attribute values by document position (built on first use): sort keys and facet values. */
  private readonly columns = new Map<string, readonly unknown[]>();
  private readonly facetColumns = new Map<string, (string[] | null)[]>();

  /**
   * Each document's value of an attribute, by position: what filters, facets and sorts read (built on
   * first use from the documents; a snapshot stores those of the filterable and sortable attributes).
   */
  column(attr: string): readonly unknown[] {
    let col = this.columns.get(attr);
    if (!col) {
      col = this.docs
        ? this.docs.map((d) => readAttribute(d, attr))
        : (this.restored?.column(attr) ?? new Array(this.size).fill(undefined));
      this.columns.set(attr, col);
    }
    return col;
  }

  /** Filters read document positions' values from the columns. */
  private readonly reader: Reader<number> = (attr) => {
    const col = this.column(attr);
    return (i) => col[i];
  };

  /** Each document's facet values of an attribute as strings (null when none). */
  private facetColumn(attr: string): (string[] | null)[] {
    let col = this.facetColumns.get(attr);
    if (!col) {
      // one key list per distinct scalar (shared, read only): a column has few distinct values
      const shared = new Map<unknown, string[] | null>();
      col = this.column(attr).map((v) => {
        if (Array.isArray(v)) {
          const values = v.filter((x) => x !== null && x !== undefined && typeof x !== 'object');
          return values.length > 0 ? values.map(String) : null;
        }
        let keys = shared.get(v);
        if (keys === undefined) {
          keys = v === null || v === undefined || typeof v === 'object' ? null : [String(v)];
          shared.set(v, keys);
        }
        return keys;
      });
      this.facetColumns.set(attr, col);
    }
    return col;
  }

  /** Builds the index of `docs`, or (with `state`) restores one a snapshot holds. */
  constructor(docs: Doc[], settings: SearchIndexSettings, state?: IndexState) {
    this.settings = settings;
    this.filterable = new Set(settings.filterableAttributes);
    this.sortable = new Set(settings.sortableAttributes);
    if (state) {
      this.restored = state;
      this.size = state.count;
      this.docs = null;
      this.postings = state.postings;
      this.vocabulary = [...this.postings.keys()];
      return;
    }
    this.size = docs.length;
    this.docs = docs;
    this.restored = null;
    const postings = new Map<string, number[]>();
    this.postings = postings;
    docs.forEach((doc, i) => {
      const best = new Map<string, number>();
      settings.searchableAttributes.forEach((attr, rank) => {
        const v = readAttribute(doc, attr);
        const texts = Array.isArray(v) ? v : [v];
        for (const t of texts) {
          if (typeof t !== 'string' && typeof t !== 'number') continue;
          for (const token of tokenizeText(String(t))) if (!best.has(token)) best.set(token, rank);
        }
      });
      for (const [token, attr] of best) {
        const list = postings.get(token);
        if (list) list.push(i, attr);
        else postings.set(token, [i, attr]);
      }
    });
    this.vocabulary = [...this.postings.keys()];
  }

  /** Documents (positions) inside a trusted scope filter, memoised per scope string. */
  private scoped(scope: string | null): number[] {
    const key = scope ?? '';
    const cached = this.scopeCache.get(key);
    if (cached) return cached;
    const pred = scope ? buildFilter(scope, null, this.reader) : null;
    const ids: number[] = [];
    for (let i = 0; i < this.size; i++) if (!pred || pred(i)) ids.push(i);
    if (this.scopeCache.size >= 8) this.scopeCache.delete(this.scopeCache.keys().next().value as string);
    this.scopeCache.set(key, ids);
    return ids;
  }

  private matchWord(word: QueryWord): WordMatch {
    const key = `${word.text}|${word.prefix}|${word.exact}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;
    const out: WordMatch = new Map();
    const add = (token: string, typos: number) => {
      const exact = token === word.text;
      const list = this.postings.get(token);
      if (!list) return;
      for (let k = 0; k < list.length; k += 2) {
        const doc = list[k] as number;
        const attr = list[k + 1] as number;
        const prev = out.get(doc);
        if (!prev || typos < prev.typos || (typos === prev.typos && attr < prev.attr))
          out.set(doc, { typos, attr, exact });
      }
    };
    if (word.exact) add(word.text, 0);
    else {
      const budget = typoBudget(word.text);
      for (const token of this.vocabulary) {
        if (token === word.text || (word.prefix && token.startsWith(word.text))) add(token, 0);
        else if (budget > 0) {
          // a typo in the whole word ('toyta' → toyota), or in the typed prefix ('toyp' → toyo…) as you type
          let d = editDistance(word.text, token, budget);
          if (d > budget && word.prefix && token.length > word.text.length)
            d = editDistance(word.text, token.slice(0, word.text.length), budget);
          if (d <= budget) add(token, d);
        }
      }
    }
    if (this.wordCache.size >= 64) this.wordCache.delete(this.wordCache.keys().next().value as string);
    this.wordCache.set(key, out);
    return out;
  }

  private parseSort(sort: readonly string[] | null | undefined): { attr: string; dir: 1 | -1 }[] {
    const list = sort && sort.length > 0 ? sort : this.sortable.has('custom_rank') ? ['custom_rank:desc'] : [];
    return list.map((s) => {
      const m = /^([A-Za-z0-9_.]+):(asc|desc)$/.exec(s.trim());
      if (!m)
        throw new SearchInputError(
          'invalid_search_sort',
          `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${s}\`.`,
        );
      const attr = m[1] as string;
      if (!this.sortable.has(attr))
        throw new SearchInputError(
          'invalid_search_sort',
          `Attribute \`${attr}\` is not sortable. Available sortable attributes are: \`${[...this.sortable].sort().join(', ')}\`.`,
        );
      return { attr, dir: m[2] === 'asc' ? 1 : -1 };
    });
  }

  /**
   * Runs one query inside `scope` (a trusted filter string, ANDed; never parsed together with the
   * client's filter, so the client cannot widen it). `meter`, when given, gains the query's work in
   * document checks (filter conditions, keyword words, facets and sort keys, each times the documents
   * they ran over): the API charges the client's budget by it (search/client-budget.ts), since a
   * Worker's clock does not move while it computes.
   */
  search(query: EngineQuery, scope: string | null, meter?: WorkMeter): EngineResult {
    const plan = this.plan(query, scope, meter);
    const docs = this.docs;
    if (!docs) throw new Error('a restored index has no documents: plan(), read the hits by id, then complete()');
    return this.complete(
      plan,
      plan.positions.map((i) => docs[i] as Doc),
    );
  }

  /** search() up to the page of hits: everything but the hits' documents (a restored index has none). */
  plan(query: EngineQuery, scope: string | null, meter?: WorkMeter): SearchPlan {
    const q = query.q ?? '';
    let userFilter: CompiledFilter<number> | null;
    try {
      userFilter = buildFilter(query.filter ?? null, this.filterable, this.reader);
    } catch (error) {
      if (error instanceof FilterError) throw new SearchInputError('invalid_search_filter', error.message);
      throw error;
    }
    const facets = query.facets ?? [];
    const facetList = facets.includes('*') ? [...this.filterable] : facets;
    for (const f of facetList) {
      if (!this.filterable.has(f))
        throw new SearchInputError(
          'invalid_search_facets',
          `Invalid facet distribution, attribute \`${f}\` is not filterable. The available filterable attributes are \`${[...this.filterable].sort().join(', ')}\`.`,
        );
    }
    const sort = this.parseSort(query.sort);
    const paged = query.page != null || query.hitsPerPage != null;
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const page = query.page ?? 1;
    const hitsPerPage = query.hitsPerPage ?? 20;
    checkPagination(query);

    // 1. scope, then the client's filter
    let candidates = this.scoped(scope);
    let work = 0;
    if (userFilter) {
      work += candidates.length * userFilter.conditions;
      candidates = candidates.filter(userFilter);
    }

    // 2. keyword
    const words = queryWords(q);
    let relevance: Map<number, { words: number; typos: number; attr: number; exact: number }> | null = null;
    if (words.length > 0) {
      const matches = words.map((w) => this.matchWord(w));
      for (let n = words.length; n >= 1; n--) {
        const scored = new Map<number, { words: number; typos: number; attr: number; exact: number }>();
        for (const i of candidates) {
          let typos = 0;
          let attr = 0;
          let exact = 0;
          let ok = true;
          for (let w = 0; w < n; w++) {
            const m = (matches[w] as WordMatch).get(i);
            if (!m) {
              ok = false;
              break;
            }
            typos += m.typos;
            attr += m.attr;
            if (m.exact) exact++;
          }
          if (ok) scored.set(i, { words: n, typos, attr, exact });
        }
        // exact phrases are never dropped
        if (scored.size > 0 || n === 1 || words.slice(0, n).some((w) => w.exact)) {
          relevance = scored;
          break;
        }
      }
      work += candidates.length * words.length;
      candidates = candidates.filter((i) => relevance?.has(i));
    }
    work += candidates.length * (facetList.length + sort.length + 1);
    if (meter) meter.checks += work;

    // 3. facets over every matching document
    let facetDistribution: EngineResult['facetDistribution'];
    let facetStats: EngineResult['facetStats'];
    if (facetList.length > 0) {
      facetDistribution = {};
      facetStats = {};
      for (const f of facetList) {
        const counts = new Map<string, number>();
        let min = Infinity;
        let max = -Infinity;
        const keys = this.facetColumn(f);
        const raw = this.column(f);
        for (const i of candidates) {
          const values = keys[i];
          if (!values) continue;
          for (const key of values) counts.set(key, (counts.get(key) ?? 0) + 1);
          const x = raw[i];
          if (NUMERIC(x)) {
            if (x < min) min = x;
            if (x > max) max = x;
          } else if (Array.isArray(x)) {
            for (const y of x) {
              if (NUMERIC(y)) {
                if (y < min) min = y;
                if (y > max) max = y;
              }
            }
          }
        }
        // Meilisearch: values sorted alphanumerically, at most 100 per facet
        facetDistribution[f] = Object.fromEntries(
          [...counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, 100),
        );
        if (min !== Infinity) facetStats[f] = { min, max };
      }
    }

    // 4. ranking and sort
    const sortKeys = sort.map(({ attr, dir }) => ({ dir, values: this.column(attr) }));
    candidates.sort((a, b) => {
      if (relevance) {
        const ra = relevance.get(a) as { words: number; typos: number; attr: number; exact: number };
        const rb = relevance.get(b) as { words: number; typos: number; attr: number; exact: number };
        if (ra.words !== rb.words) return rb.words - ra.words;
        if (ra.typos !== rb.typos) return ra.typos - rb.typos;
        if (ra.attr !== rb.attr) return ra.attr - rb.attr;
      }
      for (const { dir, values } of sortKeys) {
        const va = values[a];
        const vb = values[b];
        const na = va === null || va === undefined;
        const nb = vb === null || vb === undefined;
        if (na || nb) {
          if (na && nb) continue;
          return na ? 1 : -1; // missing values last, either direction
        }
        if (va === vb) continue;
        return (va as number | string) < (vb as number | string) ? -dir : dir;
      }
      if (relevance) {
        const ea = (relevance.get(a) as { exact: number }).exact;
        const eb = (relevance.get(b) as { exact: number }).exact;
        if (ea !== eb) return eb - ea;
      }
      return a - b;
    });

    // 5. pagination
    const total = candidates.length;
    const start = paged ? Math.max(0, page - 1) * hitsPerPage : offset;
    const size = paged ? (page === 0 ? 0 : hitsPerPage) : limit;
    const positions = candidates.slice(start, start + size);
    const result: EngineResult = paged
      ? {
          hits: [],
          query: q,
          hitsPerPage,
          page,
          totalHits: total,
          totalPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage),
        }
      : { hits: [], query: q, limit, offset, estimatedTotalHits: total };
    if (facetDistribution) {
      result.facetDistribution = facetDistribution;
      result.facetStats = facetStats;
    }
    return { query, positions, result };
  }

  /** The plan's answer with its hits: `docs` are the documents at plan.positions, in that order. */
  complete(plan: SearchPlan, docs: readonly Doc[]): EngineResult {
    const { query } = plan;
    const retrieve =
      query.attributesToRetrieve && !query.attributesToRetrieve.includes('*') ? query.attributesToRetrieve : null;
    const hits = withHighlights(
      docs.map((doc) =>
        retrieve ? Object.fromEntries(retrieve.filter((a) => a in doc).map((a) => [a, doc[a]])) : doc,
      ),
      query,
    );
    return { ...plan.result, hits };
  }
}
