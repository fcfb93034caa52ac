/** How far a finger must travel (px) before a touch counts as a swipe rather than a tap. */
export const SWIPE_MIN_PX = 40;

/**
 * The lightbox step of a horizontal swipe: left (end < start) is the next photo (+1), right the
 * previous (-1); a short move or a missing point is no step (0).
 */
export function swipeStep(startX: number | null | undefined, endX: number | null | undefined): -1 | 0 | 1 {
  if (startX === null || startX === undefined || endX === null || endX === undefined) return 0;
  if (Math.abs(endX - startX) < SWIPE_MIN_PX) return 0;
  return endX < startX ? 1 : -1;
}
