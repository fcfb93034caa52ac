import { describe, expect, it, vi } from 'vitest';
import { deferTags } from './tags.js';

const tags = { ga: ['G-AAAA1111'], gtm: null, fb: null };
const fakeWindow = (now: number) => {
  const target = new EventTarget();
  return Object.assign(target, { performance: { now: () => now }, setTimeout }) as unknown as Window;
};

describe('deferTags (SPEC §4: first scroll, click, touch or key press, or 3 s)', () => {
  it('loads once on the first key press, not before', () => {
    vi.useFakeTimers();
    const w = fakeWindow(500);
    const load = vi.fn();
    deferTags(w, tags, load);
    vi.advanceTimersByTime(2000);
    expect(load).not.toHaveBeenCalled();
    w.dispatchEvent(new Event('keydown'));
    w.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
  it('without any interaction: 3 s after the page started (the chunk came 1.2 s in)', () => {
    vi.useFakeTimers();
    const w = fakeWindow(1200);
    const load = vi.fn();
    deferTags(w, tags, load);
    vi.advanceTimersByTime(1799);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    w.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
