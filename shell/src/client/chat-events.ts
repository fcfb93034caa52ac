import { EVENT_IDS, liveChatMessageEventId, track } from '@forecourt/contracts';

/**
 * SPEC §4 live chat events, handed by the entry to the chat chunk: the entry has the event ids and the
 * tracker already, and the chunk importing them would split them into a chunk of their own that every
 * page then fetches.
 */
export const chatEvents = {
  /** Event 54: the chat widget opened. */
  opened: (): void => track(EVENT_IDS.LIVE_CHAT_OPEN),
  /** Event 55 for the session's first customer message, 57 for later ones. */
  message: (earlierMessages: number): void => track(liveChatMessageEventId(earlierMessages)),
};
export type ChatEvents = typeof chatEvents;
