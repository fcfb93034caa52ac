import { describe, expect, it } from 'vitest';
import { dealerDatabase, dealerDb, PRIMARY_DB_BINDING } from './dealer-db.js';

const primary = { name: 'primary' } as unknown as D1Database;
const second = { name: 'second' } as unknown as D1Database;

describe('dealer database routing (the shard seam)', () => {
  it('names the primary database for every site today', () => {
    expect(dealerDatabase({ slug: 'harbourside' })).toBe(PRIMARY_DB_BINDING);
    expect(dealerDb({ DB: primary }, { slug: 'lakeside-auto' })).toBe(primary);
  });

  it('routes a site to the shard its config names, and refuses a shard the Worker has no binding for', () => {
    const env = { DB: primary, DB_2: second } as never;
    expect(dealerDb(env, { slug: 'group-a', d1_shard: 'DB_2' })).toBe(second);
    expect(() => dealerDb({ DB: primary }, { slug: 'group-b', d1_shard: 'DB_3' })).toThrow(/no binding DB_3/);
  });

  it('a malformed shard name (another binding, not a string) stays on the primary', () => {
    for (const d1_shard of ['SITES', 'FILES', 'DB_0', 'db_2', 7, null, '__proto__'])
      expect(dealerDatabase({ slug: 'x', d1_shard })).toBe(PRIMARY_DB_BINDING);
  });
});
