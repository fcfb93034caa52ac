import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldRequests, parseTarpit, TARPIT, tarpit } from './tarpit.js';

describe('search tarpit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a refusal for the delay, at most maxHeld at once; past that it answers at once', async () => {
    const limits = { delayMs: 1000, maxHeld: 3 };
    const done: boolean[] = [];
    const waits = Array.from({ length: 5 }, () => tarpit(limits).then((held) => done.push(held)));
    await vi.advanceTimersByTimeAsync(0);
    // the two past the bound are answered at once (not held); three wait
    expect(done).toEqual([false, false]);
    expect(heldRequests()).toBe(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(waits);
    expect(done).toEqual([false, false, true, true, true]);
    expect(heldRequests()).toBe(0);
  });

  it('"0/0" turns it off', async () => {
    expect(await tarpit(parseTarpit('0/0'))).toBe(false);
  });

  it('parses "delayMs/maxHeld"; anything else is the default', () => {
    expect(parseTarpit('1500/4')).toEqual({ delayMs: 1500, maxHeld: 4 });
    expect(parseTarpit(undefined)).toEqual(TARPIT);
    expect(parseTarpit('-1/4')).toEqual(TARPIT);
    expect(parseTarpit('1e9/1')).toEqual(TARPIT);
    expect(parseTarpit('10000000/1')).toEqual(TARPIT);
  });
});
