import { describe, expect, it } from 'vitest';
import { moveStep, progressPercent, stepButtons, stepLabel } from './progress.js';

// SPEC §4: "Multi-step progress: step index moves forward, back or skips; progress is step index over step
// count as a rounded percentage, and 100 when complete."
describe('progress', () => {
  it.each([
    [0, 3, false, 0],
    [1, 3, false, 33],
    [2, 3, false, 67],
    [3, 3, false, 100],
    [1, 8, false, 13],
    [2, 3, true, 100],
    [1, 0, false, 0],
    [5, 3, false, 100],
  ])('%i of %i complete=%s -> %i%%', (i, n, done, expected) => expect(progressPercent(i, n, done)).toBe(expected));
  it("writes 'Step X of Y'", () => expect(stepLabel(0, 4)).toBe('Step 1 of 4'));
  it.each([
    [0, 'forward', 1],
    [3, 'forward', 3],
    [1, 'back', 0],
    [0, 'back', 0],
    [0, { skipTo: 2 }, 2],
    [0, { skipTo: 9 }, 3],
  ] as const)('from %i %j -> %i', (i, move, expected) => expect(moveStep(i, 4, move)).toBe(expected));
  // SPEC §2: "a back button (default 'Go Back') shown after the first step, and a continue button ... or on
  // the last step a submit button"
  it.each([
    [0, { back: false, submit: false }],
    [1, { back: true, submit: false }],
    [2, { back: true, submit: true }],
  ])('buttons at step %i', (i, expected) => expect(stepButtons(i, 3)).toEqual(expected));
});
