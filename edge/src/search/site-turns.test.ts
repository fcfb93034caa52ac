import { describe, expect, it } from 'vitest';
import { MAX_WAITING, TooManySearches, withSiteTurn } from './site-turns.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('site turns', () => {
  it("runs one request of a site at a time; another site's request runs between them", async () => {
    const order: string[] = [];
    // a1 holds its turn until b1 has started: no timer race decides the order on a loaded machine.
    let bStarted: () => void = () => {};
    const bStart = new Promise<void>((r) => (bStarted = r));
    const job = (name: string, hold?: Promise<void>) => async () => {
      order.push(`${name} start`);
      if (name === 'b1') bStarted();
      await (hold ?? tick());
      order.push(`${name} end`);
      return name;
    };
    const a = [1, 2, 3].map((i) => withSiteTurn('a', job(`a${i}`, i === 1 ? bStart : undefined)));
    await tick();
    const b = withSiteTurn('b', job('b1'));
    expect((await Promise.all([...a, b])).sort()).toEqual(['a1', 'a2', 'a3', 'b1']);
    // Never two of site a at once; b runs at once, beside a's.
    const running = (i: number) =>
      order.slice(0, i + 1).filter((e) => e.startsWith('a') && e.endsWith('start')).length -
      order.slice(0, i + 1).filter((e) => e.startsWith('a') && e.endsWith('end')).length;
    expect(order.every((_, i) => running(i) <= 1)).toBe(true);
    expect(order.indexOf('b1 start')).toBeLessThan(order.indexOf('a1 end'));
    expect(order.indexOf('a2 start')).toBeGreaterThan(order.indexOf('a1 end'));
  });

  it('refuses past MAX_WAITING waiting requests of one site, and frees the turn after a failure', async () => {
    // (a waiter polls in its own request: nothing another request resolves)
    let release: () => void = () => {};
    const held = withSiteTurn('c', () => new Promise<void>((r) => (release = r)));
    const waiting = Array.from({ length: MAX_WAITING }, () => withSiteTurn('c', async () => 'ok'));
    await expect(withSiteTurn('c', async () => 'late')).rejects.toBeInstanceOf(TooManySearches);
    release();
    await held;
    expect(await Promise.all(waiting)).toHaveLength(MAX_WAITING);
    await expect(withSiteTurn('d', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withSiteTurn('d', async () => 'after')).toBe('after');
  });
});
