import { EVENT_IDS } from '../constants/events.js';

// Apart from the popup and window rules (live-chat.ts): the shell's entry reports events with it, and its
// chat chunk uses those rules without sharing a module with the entry.

/**
 * SPEC §4 live chat events: the first customer message fires event 55, later ones event 57.
 *
 * @example
 * liveChatMessageEventId(0); // 55 (no earlier messages)
 * liveChatMessageEventId(2); // 57
 */
export function liveChatMessageEventId(earlierMessages: number): number {
  return earlierMessages === 0 ? EVENT_IDS.LIVE_CHAT_FIRST_MESSAGE : EVENT_IDS.LIVE_CHAT_MESSAGE;
}
