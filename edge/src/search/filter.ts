/**
 * Meilisearch filters compiled to a predicate over documents (or an index's columns); the syntax and its
 * parser are in filter-parse.ts. Semantics follow Meilisearch: `=` on strings is case-insensitive, a
 * number compares numerically, an array attribute matches when any element matches, `!=` and `NOT IN`
 * also match documents without the attribute, comparisons (`>`, `TO` …) only match numbers.
 */
import { FilterError, type FilterNode, filterAttributes, parseFilter } from './filter-parse.js';

export { FilterError, type FilterNode, filterAttributes, parseFilter, tokenize } from './filter-parse.js';

export type Doc = Record<string, unknown>;
/** A compiled filter and its number of conditions: what one document's check costs, for the work meter. */
export type CompiledFilter<T = Doc> = ((item: T) => boolean) & { readonly conditions: number };

/** The conditions (leaves) of a parsed filter. */
function countConditions(node: FilterNode): number {
  if ('children' in node) return node.children.reduce((n, c) => n + countConditions(c), 0);
  if ('child' in node) return countConditions(node.child);
  return 1;
}

/** Reads a (possibly dotted) attribute of a document. */
export function readAttribute(doc: Doc, attr: string): unknown {
  if (!attr.includes('.')) return doc[attr];
  let v: unknown = doc;
  for (const part of attr.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Doc)[part];
  }
  return v;
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const asNumber = (text: string) => (NUMBER.test(text) ? Number(text) : null);

/** Any element of an array attribute, or the scalar itself. */
const some = (v: unknown, test: (x: unknown) => boolean) => (Array.isArray(v) ? v.some(test) : test(v));

function equalsTest(text: string): (x: unknown) => boolean {
  const lower = text.toLowerCase();
  const num = asNumber(text);
  return (x) => {
    if (typeof x === 'string') return x === text || x.toLowerCase() === lower;
    if (typeof x === 'number') return num !== null && x === num;
    if (typeof x === 'boolean') return String(x) === lower;
    return false;
  };
}

/**
 * How a compiled filter reads an attribute of what it tests: a document (the default), or a position
 * in an index's columns (engine.ts: each attribute's column is looked up once, at compile time).
 */
export type Reader<T> = (attr: string) => (item: T) => unknown;
const documentReader: Reader<Doc> = (attr) => (d) => readAttribute(d, attr);

/** Compiles a parsed filter to a predicate over documents, or over whatever `read` reads. */
export function compileFilter<T = Doc>(
  node: FilterNode,
  read: Reader<T> = documentReader as Reader<T>,
): (item: T) => boolean {
  const compile = (child: FilterNode) => compileFilter(child, read);
  switch (node.type) {
    case 'and': {
      const parts = node.children.map(compile);
      return (d) => parts.every((f) => f(d));
    }
    case 'or': {
      const parts = node.children.map(compile);
      return (d) => parts.some((f) => f(d));
    }
    case 'not': {
      const inner = compile(node.child);
      return (d) => !inner(d);
    }
    case 'cmp': {
      const { attr, op } = node;
      const get = read(attr);
      if (op === '=' || op === '!=') {
        const test = equalsTest(node.value);
        return op === '=' ? (d) => some(get(d), test) : (d) => !some(get(d), test);
      }
      const num = asNumber(node.value);
      if (num === null) throw new FilterError(`The value \`${node.value}\` of \`${attr} ${op}\` is not a number.`);
      const cmp =
        op === '>'
          ? (x: number) => x > num
          : op === '>='
            ? (x: number) => x >= num
            : op === '<'
              ? (x: number) => x < num
              : (x: number) => x <= num;
      return (d) => some(get(d), (x) => typeof x === 'number' && cmp(x));
    }
    case 'range': {
      const from = asNumber(node.from);
      const to = asNumber(node.to);
      if (from === null || to === null)
        throw new FilterError(`\`${node.attr} ${node.from} TO ${node.to}\` needs two numbers.`);
      const get = read(node.attr);
      return (d) => some(get(d), (x) => typeof x === 'number' && x >= from && x <= to);
    }
    case 'in': {
      const tests = node.values.map(equalsTest);
      const get = read(node.attr);
      return (d) => some(get(d), (x) => tests.some((t) => t(x)));
    }
    case 'exists': {
      const get = read(node.attr);
      return (d) => get(d) !== undefined;
    }
    case 'null': {
      const get = read(node.attr);
      return (d) => get(d) === null;
    }
    case 'empty': {
      const get = read(node.attr);
      return (d) => {
        const v = get(d);
        if (v === '' || (Array.isArray(v) && v.length === 0)) return true;
        return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0;
      };
    }
  }
}

/**
 * Parses a Meilisearch `filter` (a string, or an array: items ANDed, inner arrays ORed), checks every
 * attribute against the filterable list (when given) and compiles it.
 *
 * @example
 * const f = buildFilter(['make = Toyota', ['year > 2020', 'km < 1000']], new Set(['make', 'year', 'km']));
 */
export function buildFilter<T = Doc>(
  filter: string | readonly (string | readonly string[])[] | null | undefined,
  filterable: ReadonlySet<string> | null,
  read?: Reader<T>,
): CompiledFilter<T> | null {
  if (filter === null || filter === undefined) return null;
  const nodes: FilterNode[] = [];
  const items = typeof filter === 'string' ? [filter] : filter;
  for (const item of items) {
    if (typeof item === 'string') {
      if (item.trim() !== '') nodes.push(parseFilter(item));
    } else {
      const ors = item.filter((s) => s.trim() !== '').map(parseFilter);
      if (ors.length > 0) nodes.push({ type: 'or', children: ors });
    }
  }
  if (nodes.length === 0) return null;
  const root: FilterNode = nodes.length === 1 ? (nodes[0] as FilterNode) : { type: 'and', children: nodes };
  if (filterable) {
    for (const attr of filterAttributes(root)) {
      if (!filterable.has(attr)) {
        throw new FilterError(
          `Attribute \`${attr}\` is not filterable. Available filterable attributes are: \`${[...filterable].sort().join(', ')}\`.`,
        );
      }
    }
  }
  return Object.assign(compileFilter(root, read), { conditions: countConditions(root) });
}
