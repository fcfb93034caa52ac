import { LAZY_LOAD_MARGIN } from '@forecourt/contracts';
import { describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './lazy.js';

/** A stand-in IntersectionObserver that records its options and lets the test report intersections. */
function fakeObserver() {
  const made: {
    options: IntersectionObserverInit;
    observed: Element[];
    disconnected: boolean;
    fire: (hit: boolean) => void;
  }[] = [];
  class FakeIO {
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
      const record = {
        options,
        observed: [] as Element[],
        disconnected: false,
        fire: (hit: boolean) =>
          callback([{ isIntersecting: hit } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      };
      made.push(record);
      this.record = record;
    }
    record;
    observe(el: Element) {
      this.record.observed.push(el);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  return { FakeIO, made };
}

const el = {} as Element;

describe('whenNearViewport (SPEC §9 lazy-load margin)', () => {
  it('observes with rootMargin 200px and fires once, on the first intersection', () => {
    const { FakeIO, made } = fakeObserver();
    const onVisible = vi.fn();
    whenNearViewport(el, onVisible, FakeIO);
    expect(LAZY_LOAD_MARGIN).toBe('200px');
    expect(made[0]!.options.rootMargin).toBe(LAZY_LOAD_MARGIN);
    expect(made[0]!.observed).toEqual([el]);
    made[0]!.fire(false);
    expect(onVisible).not.toHaveBeenCalled();
    made[0]!.fire(true);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(made[0]!.disconnected).toBe(true);
  });

  it('the clean-up disconnects (an unmounted image never loads)', () => {
    const { FakeIO, made } = fakeObserver();
    const stop = whenNearViewport(el, vi.fn(), FakeIO);
    stop();
    expect(made[0]!.disconnected).toBe(true);
  });

  it('without IntersectionObserver the image loads at once', () => {
    const onVisible = vi.fn();
    whenNearViewport(el, onVisible, undefined);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});
