import { describe, expect, it } from 'vitest';
import { historyKey, historyOf, putWithHistory, readHistory, restoreHistory } from './kv-history.js';
import { memoryKv } from './memory-kv.test-support.js';

describe('KV config history', () => {
  it('keeps the replaced value with who and why on every write, and restores it', () => {
    const kv = memoryKv({ 'site:a': '{"v":1}' });
    const by = 'ops@example.com';
    putWithHistory(kv, 'site:a', '{"v":2}', { by, reason: 'new logo', at: '2026-11-28T01:00:00.000Z' });
    expect(putWithHistory(kv, 'site:a', '{"v":2}', { by, reason: 'same', at: '2026-11-28T01:30:00.000Z' })).toBeNull();
    putWithHistory(kv, 'site:a', '{"v":3}', { by, reason: 'broken', at: '2026-11-28T02:00:00.000Z' });
    expect(historyOf(kv, 'site:a')).toEqual(['2026-11-28T01:00:00.000Z', '2026-11-28T02:00:00.000Z']);
    expect(readHistory(kv, 'site:a', '2026-11-28T02:00:00.000Z')).toEqual({
      key: 'site:a',
      value: '{"v":2}',
      replaced_at: '2026-11-28T02:00:00.000Z',
      by,
      reason: 'broken',
    });
    expect(
      restoreHistory(kv, 'site:a', '2026-11-28T02:00:00.000Z', { by, reason: 'undo', at: '2026-11-28T03:00:00.000Z' }),
    ).toEqual([
      'site:a: restored the value replaced at 2026-11-28T02:00:00.000Z (the value it replaced is kept at 2026-11-28T03:00:00.000Z)',
    ]);
    expect(kv.get('site:a')).toBe('{"v":2}');
    expect(JSON.parse(kv.get(historyKey('site:a', '2026-11-28T03:00:00.000Z'))!).value).toBe('{"v":3}');
  });

  it('a new key keeps a null; restoring it or an unknown stamp writes nothing', () => {
    const kv = memoryKv();
    putWithHistory(kv, 'site:b', '{}', { by: 'x', reason: 'add', at: '2026-11-28T01:00:00.000Z' });
    expect(restoreHistory(kv, 'site:b', '2026-11-28T01:00:00.000Z', { by: 'x', reason: 'r' })[0]).toMatch(
      /did not exist/,
    );
    expect(restoreHistory(kv, 'site:b', 'nope', { by: 'x', reason: 'r' })[0]).toMatch(/^no kept value/);
    expect(kv.get('site:b')).toBe('{}');
  });
});
