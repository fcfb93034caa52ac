/**
 * Site config files are JSONC (JSON with // comments and trailing commas), read with Microsoft's
 * jsonc-parser (the parser VS Code uses for its own settings files); `sites init` writes them with a
 * comment above each field it explains.
 */
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import { OpsError } from './routing-commands.js';

/** The value of a JSONC text; a syntax error names its line and column. */
export function parseJsonc(text: string): unknown {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first) {
    const before = text.slice(0, first.offset).split('\n');
    const where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
    throw new OpsError(`the config file is not JSON/JSONC: ${printParseErrorCode(first.error)} at ${where}`);
  }
  return value;
}

/** Comments by field path ("dealerships.0.name"; "" is the file's header). */
export type JsoncComments = Record<string, string>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const scalar = (v: unknown) => typeof v !== 'object' || v === null;
/** One line, spaced as people write it: ["a", "b"], { "url": "…" }. */
const oneLine = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(oneLine).join(', ')}]`
    : isObject(v)
      ? `{ ${Object.entries(v)
          .map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`)
          .join(', ')} }`
      : JSON.stringify(v);
/** Short arrays of scalars and small flat objects stay on one line. */
const inline = (v: unknown) =>
  oneLine(v).length <= 80 && (Array.isArray(v) ? v.every(scalar) : !isObject(v) || Object.values(v).every(scalar));

function render(value: unknown, path: string, indent: string, comments: JsoncComments): string {
  if (inline(value) || (!Array.isArray(value) && !isObject(value))) return oneLine(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const lines = entries.map(([key, v], i) => {
    const p = path ? `${path}.${key}` : key;
    const note = comments[p]
      ?.split('\n')
      .map((l) => `${inner}// ${l}\n`)
      .join('');
    const label = Array.isArray(value) ? '' : `${JSON.stringify(key)}: `;
    const comma = i < entries.length - 1 ? ',' : '';
    return `${note ?? ''}${inner}${label}${render(v, p, inner, comments)}${comma}`;
  });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join('\n')}\n${indent}${close}`;
}

/** A value as JSONC text with the given comments above its fields. */
export function renderJsonc(value: unknown, comments: JsoncComments): string {
  const header = comments['']
    ? `${comments['']
        .split('\n')
        .map((l) => `// ${l}`)
        .join('\n')}\n`
    : '';
  return `${header}${render(value, '', '', comments)}\n`;
}
