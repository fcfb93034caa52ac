/**
 * Meilisearch filter syntax: tokenizer, recursive-descent parser and compiler to a predicate.
 *
 * Grammar (keywords case-insensitive):
 *   expr      := and (OR and)*
 *   and       := not (AND not)*
 *   not       := NOT not | '(' expr ')' | condition
 *   condition := attr (= | != | > | >= | < | <=) value
 *              | attr value TO value
 *              | attr [NOT] IN '[' value (',' value)* ']'
 *              | attr [NOT] EXISTS
 *              | attr IS [NOT] NULL | attr IS [NOT] EMPTY
 *   value     := bare word | "double quoted" | 'single quoted'   (backslash escapes in quotes)
 *
 * Semantics follow Meilisearch: `=` on strings is case-insensitive, a number compares numerically,
 * an array attribute matches when any element matches, `!=` and `NOT IN` also match documents
 * without the attribute, comparisons (`>`, `TO` …) only match numbers.
 */

import { SEARCH_LIMITS } from '@forecourt/contracts';

export class FilterError extends Error {
  constructor(
    message: string,
    readonly code: 'invalid_search_filter' = 'invalid_search_filter',
  ) {
    super(message);
    this.name = 'FilterError';
  }
}

type Token =
  | { kind: 'punct'; value: '(' | ')' | '[' | ']' | ','; pos: number }
  | { kind: 'op'; value: '=' | '!=' | '>' | '>=' | '<' | '<='; pos: number }
  | { kind: 'word'; value: string; quoted: boolean; pos: number };

/** Splits a filter expression into tokens. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === '[' || ch === ']' || ch === ',') {
      tokens.push({ kind: 'punct', value: ch, pos: i });
      i++;
      continue;
    }
    if (ch === '!' && input[i + 1] === '=') {
      tokens.push({ kind: 'op', value: '!=', pos: i });
      i += 2;
      continue;
    }
    if (ch === '>' || ch === '<') {
      const eq = input[i + 1] === '=';
      tokens.push({ kind: 'op', value: (eq ? `${ch}=` : ch) as '>' | '>=' | '<' | '<=', pos: i });
      i += eq ? 2 : 1;
      continue;
    }
    if (ch === '=') {
      tokens.push({ kind: 'op', value: '=', pos: i });
      i++;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const start = i;
      let value = '';
      i++;
      while (i < input.length && input[i] !== ch) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        value += input[i];
        i++;
      }
      if (i >= input.length)
        throw new FilterError(
          `Expression \`${input}\` is missing a closing quote (${ch}) opened at character ${start + 1}.`,
        );
      i++;
      tokens.push({ kind: 'word', value, quoted: true, pos: start });
      continue;
    }
    const start = i;
    while (i < input.length && !/[\s()[\],=!<>"']/.test(input[i] as string)) i++;
    if (i === start) throw new FilterError(`Unexpected character \`${ch}\` at position ${start + 1} in \`${input}\`.`);
    tokens.push({ kind: 'word', value: input.slice(start, i), quoted: false, pos: start });
  }
  return tokens;
}

/** The parsed filter. */
export type FilterNode =
  | { type: 'and' | 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'cmp'; attr: string; op: '=' | '!=' | '>' | '>=' | '<' | '<='; value: string }
  | { type: 'range'; attr: string; from: string; to: string }
  | { type: 'in'; attr: string; values: string[] }
  | { type: 'exists' | 'null' | 'empty'; attr: string };

const KEYWORDS = new Set(['and', 'or', 'not', 'to', 'in', 'exists', 'is', 'null', 'empty']);

/** Parses one Meilisearch filter expression. Throws FilterError with a message naming the problem. */
export function parseFilter(input: string): FilterNode {
  const tokens = tokenize(input);
  let p = 0;
  const peek = () => tokens[p];
  const isKw = (t: Token | undefined, kw: string) => t?.kind === 'word' && !t.quoted && t.value.toLowerCase() === kw;
  const fail = (what: string): never => {
    const t = peek();
    const at = t ? `at \`${t.kind === 'word' ? t.value : t.value}\` (position ${t.pos + 1})` : 'at the end';
    throw new FilterError(`Was expecting ${what} ${at} in filter \`${input}\`.`);
  };
  const value = (): string => {
    const t = peek();
    if (
      t?.kind !== 'word' ||
      (!t.quoted &&
        KEYWORDS.has(t.value.toLowerCase()) &&
        t.value.toLowerCase() !== 'null' &&
        t.value.toLowerCase() !== 'empty')
    ) {
      return fail('a value');
    }
    p++;
    return t.value;
  };
  const punct = (v: string) => {
    const t = peek();
    if (t?.kind !== 'punct' || t.value !== v) fail(`\`${v}\``);
    p++;
  };

  const condition = (): FilterNode => {
    const a = peek();
    if (a?.kind !== 'word' || (!a.quoted && KEYWORDS.has(a.value.toLowerCase()))) {
      return fail('an attribute, `NOT` or `(`');
    }
    p++;
    const attr = a.value;
    const t = peek();
    if (t?.kind === 'op') {
      p++;
      return { type: 'cmp', attr, op: t.value, value: value() };
    }
    if (isKw(t, 'in')) {
      p++;
      return { type: 'in', attr, values: list() };
    }
    if (isKw(t, 'exists')) {
      p++;
      return { type: 'exists', attr };
    }
    if (isKw(t, 'is')) {
      p++;
      let negate = false;
      if (isKw(peek(), 'not')) {
        p++;
        negate = true;
      }
      let node: FilterNode;
      if (isKw(peek(), 'null')) node = { type: 'null', attr };
      else if (isKw(peek(), 'empty')) node = { type: 'empty', attr };
      else return fail('`NULL` or `EMPTY`');
      p++;
      return negate ? { type: 'not', child: node } : node;
    }
    if (isKw(t, 'not')) {
      p++;
      if (isKw(peek(), 'in')) {
        p++;
        return { type: 'not', child: { type: 'in', attr, values: list() } };
      }
      if (isKw(peek(), 'exists')) {
        p++;
        return { type: 'not', child: { type: 'exists', attr } };
      }
      return fail('`IN` or `EXISTS` after `NOT`');
    }
    if (t?.kind === 'word') {
      const from = value();
      if (!isKw(peek(), 'to')) return fail('`TO`');
      p++;
      return { type: 'range', attr, from, to: value() };
    }
    return fail('an operator (`=`, `!=`, `>`, `>=`, `<`, `<=`, `TO`, `IN`, `EXISTS`, `IS`)');
  };
  const list = (): string[] => {
    punct('[');
    const values: string[] = [];
    if (peek()?.kind === 'punct' && peek()?.value === ']') {
      p++;
      return values;
    }
    for (;;) {
      values.push(value());
      const t = peek();
      if (t?.kind === 'punct' && t.value === ',') {
        p++;
        if (peek()?.kind === 'punct' && peek()?.value === ']') break;
        continue;
      }
      break;
    }
    punct(']');
    return values;
  };
  // Nesting (parentheses and NOTs) is capped before it can recurse deep: 4,000 `(` or 10,000 `NOT`
  // would otherwise overflow the stack.
  let depth = 0;
  const nested = <T>(inner: () => T): T => {
    if (++depth > SEARCH_LIMITS.filterDepth)
      throw new FilterError(
        `The filter exceeded the maximum depth limit of ${SEARCH_LIMITS.filterDepth}. Try rewriting the filter so that it contains fewer nested conditions.`,
      );
    const node = inner();
    depth--;
    return node;
  };
  const unary = (): FilterNode => {
    if (isKw(peek(), 'not')) {
      p++;
      return nested(() => ({ type: 'not', child: unary() }));
    }
    const t = peek();
    if (t?.kind === 'punct' && t.value === '(') {
      p++;
      const inner = nested(or);
      punct(')');
      return inner;
    }
    return condition();
  };
  const and = (): FilterNode => {
    const children = [unary()];
    while (isKw(peek(), 'and')) {
      p++;
      children.push(unary());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'and', children };
  };
  const or = (): FilterNode => {
    const children = [and()];
    while (isKw(peek(), 'or')) {
      p++;
      children.push(and());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'or', children };
  };

  if (tokens.length === 0) return { type: 'and', children: [] };
  const node = or();
  if (p < tokens.length) fail('`AND`, `OR` or the end of the filter');
  return node;
}

/** The attributes a filter reads. */
export function filterAttributes(node: FilterNode, out: Set<string> = new Set()): Set<string> {
  if ('children' in node) {
    for (const c of node.children) filterAttributes(c, out);
  } else if ('child' in node) filterAttributes(node.child, out);
  else out.add(node.attr);
  return out;
}

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
