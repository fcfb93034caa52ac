/**
 * KV config history (issue 33 part 4): KV keeps no history of its own, so every ops write of a config
 * key (`site:<slug>`, `host:<domain>` …) goes through putWithHistory, which keeps the value it replaces
 * under `history:v1:<key>:<when>` with who and why, in the same wrangler call as the write. A broken
 * site config is then one `pnpm ops config restore site:<slug> <when>` away from the one before.
 * Key names sort by time (ISO stamps), so `config history <key>` lists them oldest first.
 */
import { z } from 'zod';
import type { Kv } from './kv.js';

export const HISTORY_PREFIX = 'history:v1:';

export const HistoryEntrySchema = z.object({
  key: z.string(),
  /** The value the write replaced (null: the key did not exist). */
  value: z.string().nullable(),
  replaced_at: z.string(),
  by: z.string(),
  reason: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export type Change = { by: string; reason: string; at?: string };

/** Where the value a write replaced at `at` is kept. */
export const historyKey = (key: string, at: string) => `${HISTORY_PREFIX}${key}:${at}`;

/**
 * Writes `value` under `key`, keeping the value it replaces (unless it is the same). Both go in one
 * putMany (one wrangler call): the history entry is never missing for a write that happened.
 */
export function putWithHistory(kv: Kv, key: string, value: string, change: Change): HistoryEntry | null {
  const previous = kv.get(key);
  if (previous === value) return null;
  const at = change.at ?? new Date().toISOString();
  const entry: HistoryEntry = { key, value: previous, replaced_at: at, by: change.by, reason: change.reason };
  kv.putMany({ [historyKey(key, at)]: JSON.stringify(entry), [key]: value });
  return entry;
}

/** The stamps of a key's kept values, oldest first. */
export function historyOf(kv: Kv, key: string): string[] {
  const prefix = `${HISTORY_PREFIX}${key}:`;
  return kv
    .list(prefix)
    .map((name) => name.slice(prefix.length))
    .sort();
}

/** A kept value, or null when there is none at that stamp. */
export function readHistory(kv: Kv, key: string, at: string): HistoryEntry | null {
  const raw = kv.get(historyKey(key, at));
  if (raw === null) return null;
  return HistoryEntrySchema.parse(JSON.parse(raw));
}

/**
 * Puts a kept value back (itself a write with history: a restore can be undone the same way). A kept
 * null (the key was new) cannot be restored by a put: the caller is told so.
 */
export function restoreHistory(kv: Kv, key: string, at: string, change: Change): string[] {
  const entry = readHistory(kv, key, at);
  if (!entry) return [`no kept value of ${key} at ${at} (pnpm ops config history ${key})`];
  if (entry.value === null)
    return [`${key} did not exist before ${at}; delete it with wrangler kv key delete if that is the aim`];
  const written = putWithHistory(kv, key, entry.value, change);
  return written
    ? [`${key}: restored the value replaced at ${at} (the value it replaced is kept at ${written.replaced_at})`]
    : [`${key}: already holds the value replaced at ${at}; nothing written`];
}
