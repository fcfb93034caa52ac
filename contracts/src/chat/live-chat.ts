import { CHAT_POPUP_DELAY_MS, LIVE_CHAT_WINDOW_MS } from '../constants/timings.js';

/**
 * SPEC §4: a customer message within a 10 s window (of the chat activity it answers) counts.
 *
 * @example
 * countsAsLiveChatMessage(15_000, 10_000); // true
 */
export function countsAsLiveChatMessage(messageAtMs: number, windowStartMs: number): boolean {
  const elapsed = messageAtMs - windowStartMs;
  return elapsed >= 0 && elapsed <= LIVE_CHAT_WINDOW_MS;
}

/**
 * SPEC §4 chat popup: hidden, then shown after 3 seconds unless previously closed (persisted).
 *
 * @example
 * showChatPopup({ closedBefore: false, elapsedMs: 3000 }); // true
 */
export function showChatPopup(state: { closedBefore: boolean; elapsedMs: number }): boolean {
  return !state.closedBefore && state.elapsedMs >= CHAT_POPUP_DELAY_MS;
}
