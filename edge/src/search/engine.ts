/**
 * The embedded search engine: an in-memory index over one tenant's documents with Meilisearch's query
 * semantics (filter, keyword with prefix, typo tolerance and synonyms, facets, sort, pagination).
 * Documents are tokenized (query-words.ts) into an inverted index token → [(doc, attribute rank)]; a
 * query's terms (query-terms.ts) match it, and ranking.ts orders the hits.
 */
import type { SearchIndexSettings } from '@forecourt/contracts';
import type { EngineQuery, EngineResult, IndexState, SearchPlan, WorkMeter } from './engine-types.js';
import { facetKeys, facetResults } from './facets.js';
import { buildFilter, type CompiledFilter, type Doc, FilterError, type Reader, readAttribute } from './filter.js';
import { withHighlights } from './highlight.js';
import type { Postings } from './packed-postings.js';
import { type QueryTerm, queryTerms, type SynonymTable, splitWord, synonymTable } from './query-terms.js';
import { editDistance, type QueryWord, tokenizeText, typoBudget } from './query-words.js';
import { hitOrder, keywordRelevance, type SortKey, type TermMatch, type TermMatches } from './ranking.js';
import { checkPagination, SearchInputError } from './search-errors.js';

// The engine's shapes and errors, for the modules that import them from here.
export type { EngineQuery, EngineResult, IndexState, SearchPlan, WorkMeter } from './engine-types.js';
export {
  checkPagination,
  type SearchInputCode,
  SearchInputError,
} from './search-errors.js';

/** Postings of each token: flat [doc, attribute rank, …] (a snapshot restores it without an object per entry). */
function buildPostings(docs: readonly Doc[], searchable: readonly string[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  docs.forEach((doc, i) => {
    const best = new Map<string, number>();
    searchable.forEach((attr, rank) => {
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
  return postings;
}

type Lexicon = { fuzzy: string[]; plain: string[] };

/**
 * One shared, frozen TermMatch per (typos, attribute, exact): the word and term caches hold one per
 * matching document, and a few dozen distinct ones serve every index (issue 37: an isolate's memory).
 */
const termMatches = new Map<number, TermMatch>();
function termMatch(typos: number, attr: number, exact: boolean): TermMatch {
  const key = (typos * 1024 + attr) * 2 + (exact ? 1 : 0);
  let m = termMatches.get(key);
  if (!m) {
    m = Object.freeze({ typos, attr, exact });
    termMatches.set(key, m);
  }
  return m;
}

/** The first position in sorted `list` whose value is >= `key`. */
function lowerBound(list: readonly string[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class SearchIndex {
  /** How many documents the index holds (positions 0 to size - 1). */
  readonly size: number;
  /** The documents by position; null in an index restored from a snapshot (its hits are read by id). */
  readonly docs: readonly Doc[] | null;
  private readonly restored: IndexState | null;
  readonly settings: SearchIndexSettings;
  private readonly filterable: ReadonlySet<string>;
  private readonly sortable: ReadonlySet<string>;
  /** token → flat [doc, attribute rank, …]. */
  readonly postings: Postings;
  /** The tokens, split by whether a typo may reach them (built on the first keyword search). */
  private lexicon: Lexicon | null = null;
  private readonly synonyms: SynonymTable;
  /** Attribute ranks where a word matches only without typos (typoTolerance.disableOnAttributes). */
  private readonly typoless: ReadonlySet<number>;
  private readonly scopeCache = new Map<string, number[]>();
  private readonly wordCache = new Map<string, TermMatches>();
  private readonly termCache = new Map<string, TermMatches>();
  /** Per-attribute values by document position (built on first use): sort keys and facet values. */
  private readonly columns = new Map<string, readonly unknown[]>();
  private readonly facetColumns = new Map<string, (string[] | null)[]>();

  /** Builds the index of `docs`, or (with `state`) restores one a snapshot holds. */
  constructor(docs: Doc[], settings: SearchIndexSettings, state?: IndexState) {
    this.settings = settings;
    this.filterable = new Set(settings.filterableAttributes);
    this.sortable = new Set(settings.sortableAttributes);
    this.synonyms = synonymTable(settings.synonyms);
    const typoless = new Set(settings.typoTolerance?.disableOnAttributes ?? []);
    this.typoless = new Set(settings.searchableAttributes.flatMap((a, rank) => (typoless.has(a) ? [rank] : [])));
    this.restored = state ?? null;
    this.size = state ? state.count : docs.length;
    this.docs = state ? null : docs;
    this.postings = state ? state.postings : buildPostings(docs, settings.searchableAttributes);
  }

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
      col = facetKeys(this.column(attr));
      this.facetColumns.set(attr, col);
    }
    return col;
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

  /** The lexicon: `fuzzy` tokens appear in an attribute with typo tolerance, `plain` (sorted) only in others. */
  private words(): Lexicon {
    if (!this.lexicon) {
      const fuzzy: string[] = [];
      const plain: string[] = [];
      for (const [token, list] of this.postings) {
        let typos = this.typoless.size === 0;
        for (let k = 1; k < list.length && !typos; k += 2) typos = !this.typoless.has(list[k] as number);
        (typos ? fuzzy : plain).push(token);
      }
      this.lexicon = { fuzzy, plain: plain.sort() };
    }
    return this.lexicon;
  }

  /** One word's matches: exact, as a prefix (the last word, as you type) or with typos (Meilisearch's budget). */
  private matchWord(word: QueryWord): TermMatches {
    const key = `${word.text}|${word.prefix}|${word.exact}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;
    const out: TermMatches = new Map();
    const add = (token: string, typos: number) => {
      const exact = token === word.text;
      const list = this.postings.get(token);
      if (!list) return;
      for (let k = 0; k < list.length; k += 2) {
        const doc = list[k] as number;
        const attr = list[k + 1] as number;
        if (typos > 0 && this.typoless.has(attr)) continue;
        const prev = out.get(doc);
        if (!prev || typos < prev.typos || (typos === prev.typos && attr < prev.attr))
          out.set(doc, termMatch(typos, attr, exact));
      }
    };
    add(word.text, 0);
    if (!word.exact) {
      const { fuzzy, plain } = this.words();
      // tokens only in typo-free attributes (VINs, stock numbers, descriptions) match as typed or as a prefix
      if (word.prefix)
        for (let k = lowerBound(plain, word.text); k < plain.length && plain[k]?.startsWith(word.text); k++)
          if (plain[k] !== word.text) add(plain[k] as string, 0);
      const budget = typoBudget(word.text);
      for (const token of fuzzy) {
        if (token === word.text) continue;
        if (word.prefix && token.startsWith(word.text)) add(token, 0);
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

  /**
   * A term's matches: per document the best of its alternatives (each needs all its words), and of the
   * word split in two ('cx5' → cx 5, one typo).
   */
  private matchTerm(term: QueryTerm): TermMatches {
    const out: TermMatches = new Map();
    const [only] = term.alternatives;
    const splits = only?.length === 1 ? splitWord(only[0] as QueryWord, (t) => this.postings.has(t)) : [];
    // a plain word (no synonym, no split) is its word's matches, shared with the word cache
    if (only?.length === 1 && term.alternatives.length === 1 && splits.length === 0)
      return this.matchWord(only[0] as QueryWord);
    const key = JSON.stringify(term.alternatives);
    const cached = this.termCache.get(key);
    if (cached) return cached;
    const alternatives = [
      ...term.alternatives.map((words) => ({ words, typos: 0 })),
      ...splits.map((words) => ({ words, typos: 1 })),
    ];
    for (const { words, typos } of alternatives) {
      const [first, ...rest] = words.map((w) => this.matchWord(w));
      if (!first) continue;
      for (const [doc, m] of first) {
        let sumTypos = m.typos + typos;
        let sumAttr = m.attr;
        let sumExact = m.exact && typos === 0;
        for (const other of rest) {
          const o = other.get(doc);
          if (!o) {
            sumTypos = -1;
            break;
          }
          sumTypos += o.typos;
          sumAttr = Math.min(sumAttr, o.attr);
          sumExact &&= o.exact;
        }
        if (sumTypos < 0) continue;
        const prev = out.get(doc);
        if (!prev || sumTypos < prev.typos || (sumTypos === prev.typos && sumAttr < prev.attr))
          out.set(doc, termMatch(sumTypos, sumAttr, sumExact));
      }
    }
    if (this.termCache.size >= 64) this.termCache.delete(this.termCache.keys().next().value as string);
    this.termCache.set(key, out);
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

  /** The client's filter compiled and its facets checked (Meilisearch's errors when not filterable). */
  private checkQuery(query: EngineQuery): { userFilter: CompiledFilter<number> | null; facetList: string[] } {
    let userFilter: CompiledFilter<number> | null;
    try {
      userFilter = buildFilter(query.filter ?? null, this.filterable, this.reader);
    } catch (error) {
      if (error instanceof FilterError) throw new SearchInputError('invalid_search_filter', error.message);
      throw error;
    }
    const facets = query.facets ?? [];
    const facetList = facets.includes('*') ? [...this.filterable] : [...facets];
    for (const f of facetList) {
      if (!this.filterable.has(f))
        throw new SearchInputError(
          'invalid_search_facets',
          `Invalid facet distribution, attribute \`${f}\` is not filterable. The available filterable attributes are \`${[...this.filterable].sort().join(', ')}\`.`,
        );
    }
    checkPagination(query);
    return { userFilter, facetList };
  }

  /**
   * Runs one query inside `scope` (a trusted filter string, ANDed; never parsed together with the
   * client's filter, so the client cannot widen it). `meter`, when given, gains the query's work in
   * document checks (filter conditions, keyword terms, facets and sort keys, each times the documents
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
    const { userFilter, facetList } = this.checkQuery(query);
    const sort = this.parseSort(query.sort);

    // 1. scope, then the client's filter
    let candidates = this.scoped(scope);
    let work = 0;
    if (userFilter) {
      work += candidates.length * userFilter.conditions;
      candidates = candidates.filter(userFilter);
    }
    // 2. keyword
    const terms = queryTerms(q, this.synonyms);
    let relevance: ReturnType<typeof keywordRelevance> | null = null;
    if (terms.length > 0) {
      const found = keywordRelevance(
        terms,
        terms.map((t) => this.matchTerm(t)),
        candidates,
      );
      relevance = found;
      work += candidates.length * terms.length;
      candidates = candidates.filter((i) => found.has(i));
    }
    work += candidates.length * (facetList.length + sort.length + 1);
    if (meter) meter.checks += work;

    // 3. facets over every matching document, 4. ranking and sort, 5. the page
    const facets =
      facetList.length > 0
        ? facetResults(facetList, candidates, { keys: (a) => this.facetColumn(a), raw: (a) => this.column(a) })
        : null;
    const sortKeys: SortKey[] = sort.map(({ attr, dir }) => ({ dir, values: this.column(attr) }));
    candidates.sort(hitOrder(relevance, sortKeys));
    const { positions, result } = page(query, q, candidates);
    if (facets) Object.assign(result, facets);
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

/** The page of ranked candidates: offset/limit, or page/hitsPerPage (Meilisearch's two answer shapes). */
function page(query: EngineQuery, q: string, ranked: readonly number[]) {
  const paged = query.page != null || query.hitsPerPage != null;
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const pageNo = query.page ?? 1;
  const hitsPerPage = query.hitsPerPage ?? 20;
  const total = ranked.length;
  const start = paged ? Math.max(0, pageNo - 1) * hitsPerPage : offset;
  const size = paged ? (pageNo === 0 ? 0 : hitsPerPage) : limit;
  const result: EngineResult = paged
    ? {
        hits: [],
        query: q,
        hitsPerPage,
        page: pageNo,
        totalHits: total,
        totalPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage),
      }
    : { hits: [], query: q, limit, offset, estimatedTotalHits: total };
  return { positions: ranked.slice(start, start + size), result };
}
