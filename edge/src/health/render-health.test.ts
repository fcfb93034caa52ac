import { describe, expect, it } from 'vitest';
import { outcomeOf } from './render-health.js';

describe('render health outcomes', () => {
  it('sorts every failed fragment into a fallback kind: error, timeout or bad response', () => {
    expect(outcomeOf({ ok: true, response: {} as never })).toBe('ok');
    expect(outcomeOf({ ok: true, response: {} as never }, false)).toBe('timeout'); // stream cut at the budget
    expect(outcomeOf({ ok: false, reason: 'timeout', detail: '' })).toBe('timeout');
    expect(outcomeOf({ ok: false, reason: 'error', detail: '' })).toBe('error');
    for (const reason of ['invalid', 'incompatible', 'version-mismatch'] as const) {
      expect(outcomeOf({ ok: false, reason, detail: '' })).toBe('bad-response');
    }
  });
});
