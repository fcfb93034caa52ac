import { describe, expect, it } from 'vitest';
import { lateSuccessOutcome } from './hold.js';
import { sandboxCardOutcome } from './sandbox-cards.js';

describe("lateSuccessOutcome (a payment succeeded; is the car still this shopper's?)", () => {
  it.each([
    ['held', false, 'confirm'],
    ['expired', false, 'confirm'],
    ['released', false, 'confirm'],
    ['expired', true, 'refund'],
    ['held', true, 'refund'],
    ['confirmed', false, 'none'],
    ['refunded', true, 'none'],
  ] as const)('%s, taken by other %s -> %s', (state, carTakenByOther, outcome) => {
    expect(lateSuccessOutcome({ state, carTakenByOther })).toBe(outcome);
  });
});

describe('sandboxCardOutcome', () => {
  it('knows the four test cards, spaces and dashes ignored', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(sandboxCardOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(sandboxCardOutcome('4000002760003184')).toBe('requires_action');
    expect(sandboxCardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxCardOutcome('5555555555554444')).toBeNull();
  });
});
