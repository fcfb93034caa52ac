/**
 * SPEC §9 families of the analytics ids (1-61). Kept apart from events.ts (which carries the id schema
 * and so zod) because the shell's analytics chunk needs only these.
 */
/** SPEC §9: ids 1-13 are page views. */
export const PAGE_VIEW_EVENT_IDS: readonly number[] = Object.freeze(Array.from({ length: 13 }, (_, i) => i + 1));

/** SPEC §9: 14-24, 27, 28, 40, 42, 44-48, 51, 56 are form submissions. */
export const FORM_SUBMISSION_EVENT_IDS: readonly number[] = Object.freeze([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28, 40, 42, 44, 45, 46, 47, 48, 51, 56,
]);

/** What an analytics id stands for, by the three families of SPEC §9. */
export type AnalyticsEventKind = 'page_view' | 'form_submission' | 'interaction';

/**
 * Classifies an analytics event id (SPEC §9 table 1-61); form submissions are also reported to the ad pixel.
 *
 * @example
 * analyticsEventKind(3); // 'page_view'
 * analyticsEventKind(51); // 'form_submission'
 * analyticsEventKind(25); // 'interaction'
 */
export function analyticsEventKind(id: number): AnalyticsEventKind {
  if (PAGE_VIEW_EVENT_IDS.includes(id)) return 'page_view';
  if (FORM_SUBMISSION_EVENT_IDS.includes(id)) return 'form_submission';
  return 'interaction';
}

/**
 * True for ids reported as lead events to the advertising pixel (form submissions).
 *
 * @example
 * isFormSubmissionEvent(14); // true
 */
export function isFormSubmissionEvent(id: number): boolean {
  return FORM_SUBMISSION_EVENT_IDS.includes(id);
}
