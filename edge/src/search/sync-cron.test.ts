import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncDb, SyncStatement } from './sync.js';
import { scheduledSearchSync } from './sync-cron.js';

/** A D1 whose change log holds `n` changes, the oldest at `oldest` (seconds); records the SQL it ran. */
function outboxDb(n: number, oldest: number | null) {
  const sql: string[] = [];
  const statement = (text: string): SyncStatement => ({
    all: async <T>() => {
      sql.push(text);
      return { results: [{ n, oldest }] as T[] };
    },
    run: async () => {
      sql.push(text);
      return { meta: { changes: 0 } };
    },
  });
  const db: SyncDb = {
    prepare: (text) => ({ ...statement(text), bind: () => statement(text) }),
    batch: async () => [],
  };
  return { db: db as never, sql };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('scheduledSearchSync with MEILISEARCH_HOST but no admin key', () => {
  const env = { MEILISEARCH_HOST: 'https://search.example.com' };
  const now = () => Date.UTC(2026, 10, 23, 12);

  it('warns with the change log size and the oldest change age, and syncs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, sql } = outboxDb(42, now() / 1000 - 90 * 60);
    expect(await scheduledSearchSync({ ...env, DB: db }, { now })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/MEILISEARCH_ADMIN_KEY.*42 changes.*oldest 90 min old/);
    expect(sql.every((s) => s.trimStart().startsWith('SELECT'))).toBe(true);
  });

  it('stays quiet when the change log is empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = outboxDb(0, null);
    expect(await scheduledSearchSync({ ...env, DB: db }, { now })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
