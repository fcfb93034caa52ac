/**
 * SPEC §4: progress is step index over step count as a rounded percentage, and 100 when complete.
 *
 * @example
 * progressPercent(1, 3); // 33
 * progressPercent(2, 3, true); // 100
 */
export function progressPercent(stepIndex: number, stepCount: number, complete = false): number {
  if (complete) return 100;
  if (stepCount <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((stepIndex / stepCount) * 100)));
}

/**
 * SPEC §2: the 'Step X of Y' text (stepIndex is 0-based).
 *
 * @example
 * stepLabel(0, 4); // 'Step 1 of 4'
 */
export function stepLabel(stepIndex: number, stepCount: number): string {
  return `Step ${stepIndex + 1} of ${stepCount}`;
}

/**
 * SPEC §4: the step index moves forward, back or skips, staying within the steps.
 *
 * @example
 * moveStep(0, 4, 'forward'); // 1
 * moveStep(0, 4, { skipTo: 3 }); // 3
 */
export function moveStep(stepIndex: number, stepCount: number, move: 'forward' | 'back' | { skipTo: number }): number {
  const target = move === 'forward' ? stepIndex + 1 : move === 'back' ? stepIndex - 1 : move.skipTo;
  return Math.min(Math.max(0, stepCount - 1), Math.max(0, target));
}

/**
 * SPEC §2: the back button shows after the first step; the last step shows submit instead of continue.
 *
 * @example
 * stepButtons(0, 3); // { back: false, submit: false }
 */
export function stepButtons(stepIndex: number, stepCount: number): { back: boolean; submit: boolean } {
  return { back: stepIndex > 0, submit: stepIndex >= stepCount - 1 };
}
