import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeStep } from './swipe.js';

describe('lightbox touch swipe', () => {
  it('a swipe left is the next photo, a swipe right the previous', () => {
    expect(swipeStep(300, 100)).toBe(1);
    expect(swipeStep(100, 300)).toBe(-1);
  });
  it('a tap or a short move is no step; a missing touch point is no step', () => {
    expect(swipeStep(200, 200)).toBe(0);
    expect(swipeStep(200, 200 - (SWIPE_MIN_PX - 1))).toBe(0);
    expect(swipeStep(200, 200 - SWIPE_MIN_PX)).toBe(1);
    expect(swipeStep(null, 100)).toBe(0);
    expect(swipeStep(100, undefined)).toBe(0);
  });
});
