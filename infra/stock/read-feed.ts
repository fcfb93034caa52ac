/**
 * Reads a stock feed file into rows with their line numbers: CSV (csv-parse, header row of column
 * names) or JSON (an array of objects, or { cars: [...] }). Headers and JSON keys go through the
 * column mapping (columns.ts): a required column nothing matches is `fatal` (the feed is refused whole,
 * once, up front). A line the CSV parser cannot read is a row error with its line, never the end of
 * the feed.
 */
import { parse } from 'csv-parse/sync';
import { type Mapping, resolveHeader } from './columns.js';

export type FeedRecord = { line: number; values: Record<string, unknown> };
export type ReadFeed = {
  records: FeedRecord[];
  errors: { line: number; reason: string }[];
  unknownColumns: string[];
  /** Problems with the feed as a whole (a missing required column): nothing of it may be imported. */
  fatal: string[];
};

const refused = (reason: string): ReadFeed => ({ records: [], errors: [], unknownColumns: [], fatal: [reason] });

/** CSV text → records (line = the line the record starts on; the header is line 1). */
export function readCsvFeed(text: string, mapping?: Mapping): ReadFeed {
  const errors: ReadFeed['errors'] = [];
  let header: ReturnType<typeof resolveHeader> | undefined;
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parse(text, {
      columns: (names: string[]) => {
        header = resolveHeader(names, mapping);
        // Unknown and ignored columns get a name no column has, so they never reach a row.
        return header.columns.map((c, i) => c ?? `__ignored_${i}`);
      },
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      skip_records_with_error: true,
      on_skip: (error: { message: string; lines?: number } | undefined) => {
        if (error) errors.push({ line: error.lines ?? 0, reason: error.message });
      },
    }) as unknown as typeof rows;
  } catch (error) {
    return refused(`the feed is not readable CSV: ${(error as Error).message}`);
  }
  if (!header) return refused('the feed is empty: no header row');
  if (header.errors.length > 0) return { ...refused(''), fatal: header.errors, unknownColumns: header.unknown };
  return {
    records: rows.map((r) => ({ line: r.info.lines, values: withoutIgnored(r.record) })),
    errors,
    unknownColumns: header.unknown,
    fatal: [],
  };
}

function withoutIgnored(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (!key.startsWith('__ignored_')) out[key] = value;
  return out;
}

/** JSON text → records (line = the item's position, 1-based); keys mapped as CSV headers are. */
export function readJsonFeed(text: string, mapping?: Mapping): ReadFeed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refused(`the feed is not JSON: ${(error as Error).message}`);
  }
  const items = Array.isArray(value) ? value : (value as { cars?: unknown })?.cars;
  if (!Array.isArray(items)) return refused('expected an array of cars or { "cars": [...] }');
  const keys = [
    ...new Set(items.flatMap((i) => (i && typeof i === 'object' && !Array.isArray(i) ? Object.keys(i) : []))),
  ];
  const header = resolveHeader(keys, mapping);
  if (header.errors.length > 0) return { ...refused(''), fatal: header.errors, unknownColumns: header.unknown };
  const column = new Map(keys.map((k, i) => [k, header.columns[i]]));
  const records: FeedRecord[] = [];
  const errors: ReadFeed['errors'] = [];
  items.forEach((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ line: i + 1, reason: 'not an object' });
      return;
    }
    const values: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(item)) {
      const c = column.get(k);
      if (c) values[c] = v;
    }
    records.push({ line: i + 1, values });
  });
  return { records, errors, unknownColumns: header.unknown, fatal: [] };
}

/** By file name: .json is JSON, anything else CSV. */
export const readFeed = (name: string, text: string, mapping?: Mapping): ReadFeed =>
  /\.json$/i.test(name) ? readJsonFeed(text, mapping) : readCsvFeed(text, mapping);
