/**
 * Meilisearch filter syntax: tokenizer and recursive-descent parser (filter.ts compiles the result).
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
  if (tokens.length === 0) return { type: 'and', children: [] };
  const parser = new Parser(input, tokens);
  const node = parser.or();
  if (!parser.atEnd()) parser.fail('`AND`, `OR` or the end of the filter');
  return node;
}

const isKw = (t: Token | undefined, kw: string) => t?.kind === 'word' && !t.quoted && t.value.toLowerCase() === kw;

/** Recursive descent over the tokens, one method per rule of the grammar above. */
class Parser {
  private p = 0;
  // Nesting (parentheses and NOTs) is capped before it can recurse deep: 4,000 `(` or 10,000 `NOT`
  // would otherwise overflow the stack.
  private depth = 0;

  constructor(
    private readonly input: string,
    private readonly tokens: Token[],
  ) {}

  atEnd = () => this.p >= this.tokens.length;
  private peek = () => this.tokens[this.p];
  /** Takes the next token when it is the keyword `kw`. */
  private take = (kw: string) => {
    if (!isKw(this.peek(), kw)) return false;
    this.p++;
    return true;
  };

  fail = (what: string): never => {
    const t = this.peek();
    const at = t ? `at \`${t.kind === 'word' ? t.value : t.value}\` (position ${t.pos + 1})` : 'at the end';
    throw new FilterError(`Was expecting ${what} ${at} in filter \`${this.input}\`.`);
  };

  private value = (): string => {
    const t = this.peek();
    if (
      t?.kind !== 'word' ||
      (!t.quoted &&
        KEYWORDS.has(t.value.toLowerCase()) &&
        t.value.toLowerCase() !== 'null' &&
        t.value.toLowerCase() !== 'empty')
    ) {
      return this.fail('a value');
    }
    this.p++;
    return t.value;
  };

  private punct = (v: string) => {
    const t = this.peek();
    if (t?.kind !== 'punct' || t.value !== v) this.fail(`\`${v}\``);
    this.p++;
  };

  private isPunct = (v: string) => {
    const t = this.peek();
    return t?.kind === 'punct' && t.value === v;
  };

  private condition = (): FilterNode => {
    const a = this.peek();
    if (a?.kind !== 'word' || (!a.quoted && KEYWORDS.has(a.value.toLowerCase()))) {
      return this.fail('an attribute, `NOT` or `(`');
    }
    this.p++;
    const attr = a.value;
    const t = this.peek();
    if (t?.kind === 'op') {
      this.p++;
      return { type: 'cmp', attr, op: t.value, value: this.value() };
    }
    if (this.take('in')) return { type: 'in', attr, values: this.list() };
    if (this.take('exists')) return { type: 'exists', attr };
    if (this.take('is')) return this.isCondition(attr);
    if (this.take('not')) {
      if (this.take('in')) return { type: 'not', child: { type: 'in', attr, values: this.list() } };
      if (this.take('exists')) return { type: 'not', child: { type: 'exists', attr } };
      return this.fail('`IN` or `EXISTS` after `NOT`');
    }
    if (t?.kind === 'word') {
      const from = this.value();
      if (!this.take('to')) return this.fail('`TO`');
      return { type: 'range', attr, from, to: this.value() };
    }
    return this.fail('an operator (`=`, `!=`, `>`, `>=`, `<`, `<=`, `TO`, `IN`, `EXISTS`, `IS`)');
  };

  /** After `attr IS`: [NOT] NULL or [NOT] EMPTY. */
  private isCondition = (attr: string): FilterNode => {
    const negate = this.take('not');
    let node: FilterNode;
    if (isKw(this.peek(), 'null')) node = { type: 'null', attr };
    else if (isKw(this.peek(), 'empty')) node = { type: 'empty', attr };
    else return this.fail('`NULL` or `EMPTY`');
    this.p++;
    return negate ? { type: 'not', child: node } : node;
  };

  private list = (): string[] => {
    this.punct('[');
    const values: string[] = [];
    if (this.isPunct(']')) {
      this.p++;
      return values;
    }
    for (;;) {
      values.push(this.value());
      if (this.isPunct(',')) {
        this.p++;
        if (this.isPunct(']')) break;
        continue;
      }
      break;
    }
    this.punct(']');
    return values;
  };

  private nested = <T>(inner: () => T): T => {
    if (++this.depth > SEARCH_LIMITS.filterDepth)
      throw new FilterError(
        `The filter exceeded the maximum depth limit of ${SEARCH_LIMITS.filterDepth}. Try rewriting the filter so that it contains fewer nested conditions.`,
      );
    const node = inner();
    this.depth--;
    return node;
  };

  private unary = (): FilterNode => {
    if (this.take('not')) return this.nested(() => ({ type: 'not', child: this.unary() }));
    if (this.isPunct('(')) {
      this.p++;
      const inner = this.nested(this.or);
      this.punct(')');
      return inner;
    }
    return this.condition();
  };

  private and = (): FilterNode => {
    const children = [this.unary()];
    while (this.take('and')) children.push(this.unary());
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'and', children };
  };

  or = (): FilterNode => {
    const children = [this.and()];
    while (this.take('or')) children.push(this.and());
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'or', children };
  };
}

/** The attributes a filter reads. */
export function filterAttributes(node: FilterNode, out: Set<string> = new Set()): Set<string> {
  if ('children' in node) {
    for (const c of node.children) filterAttributes(c, out);
  } else if ('child' in node) filterAttributes(node.child, out);
  else out.add(node.attr);
  return out;
}
