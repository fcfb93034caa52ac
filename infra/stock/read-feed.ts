/**
 * Reads a stock feed file into rows with their line numbers: CSV (csv-parse, header row of column
 * names) or JSON (an array of objects, or { cars: [...] }). A line the CSV parser cannot read is a row
 * error with its line, never the end of the feed.
 */
import { parse } from 'csv-parse/sync';
import { FEED_COLUMNS } from './feed-row.js';

export type FeedRecord = { line: number; values: Record<string, unknown> };
export type ReadFeed = { records: FeedRecord[]; errors: { line: number; reason: string }[]; unknownColumns: string[] };

/** CSV text → records (line = the line the record starts on; the header is line 1). */
export function readCsvFeed(text: string): ReadFeed {
  const errors: ReadFeed['errors'] = [];
  const rows = parse(text, {
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    bom: true,
    info: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: false,
    skip_records_with_error: true,
    on_skip: (error: { message: string; lines?: number } | undefined) => {
      if (error) errors.push({ line: error.lines ?? 0, reason: error.message });
    },
  }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  const header = rows[0] ? Object.keys(rows[0].record) : [];
  return {
    records: rows.map((r) => ({ line: r.info.lines, values: r.record })),
    errors,
    unknownColumns: header.filter((h) => !FEED_COLUMNS.includes(h)),
  };
}

/** JSON text → records (line = the item's position, 1-based). */
export function readJsonFeed(text: string): ReadFeed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { records: [], errors: [{ line: 0, reason: `not JSON: ${(error as Error).message}` }], unknownColumns: [] };
  }
  const items = Array.isArray(value) ? value : (value as { cars?: unknown })?.cars;
  if (!Array.isArray(items))
    return {
      records: [],
      errors: [{ line: 0, reason: 'expected an array of cars or { "cars": [...] }' }],
      unknownColumns: [],
    };
  const records: FeedRecord[] = [];
  const errors: ReadFeed['errors'] = [];
  const unknown = new Set<string>();
  items.forEach((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) errors.push({ line: i + 1, reason: 'not an object' });
    else {
      for (const key of Object.keys(item)) if (!FEED_COLUMNS.includes(key)) unknown.add(key);
      records.push({ line: i + 1, values: item as Record<string, unknown> });
    }
  });
  return { records, errors, unknownColumns: [...unknown] };
}

/** By file name: .json is JSON, anything else CSV. */
export const readFeed = (name: string, text: string): ReadFeed =>
  /\.json$/i.test(name) ? readJsonFeed(text) : readCsvFeed(text);
