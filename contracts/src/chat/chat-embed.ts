import type { EmbeddedChatProvider } from './chat-provider.js';

/**
 * Hosted chat pages (Impel's chatbot, the autobot) framed in the platform's chat panel. The page the
 * frame loads is the dealer's configured URL; the autobot's also carries the shopper's current page path
 * (`page`), and the panel loads it again when the path changes (SPEC §2: the autobot refreshes on route
 * change).
 *
 * @example
 * embeddedChatSrc({ kind: 'autobot', url: 'https://bot.example/d/1' }, '/search'); // 'https://bot.example/d/1?page=%2Fsearch'
 */
export function embeddedChatSrc(provider: EmbeddedChatProvider, path: string): string {
  if (provider.kind !== 'autobot') return provider.url;
  const url = new URL(provider.url);
  url.searchParams.set('page', path);
  return url.href;
}

/**
 * What a hosted chat page may tell the page framing it, by `window.parent.postMessage`: the platform's
 * contract, `{ type: 'forecourt:chat', event: 'customer_message', sent_at: <ms since the epoch> }` for each
 * message the shopper sends (SPEC §4 events 55/57, within the 10 s window) and `{ type: 'forecourt:chat',
 * event: 'unavailable' }` when no one can chat (the panel then offers the enquiry form). The caller accepts
 * only messages from the frame's own window whose origin is the configured URL's (chatEmbedOrigin).
 */
export type ChatEmbedMessage = { event: 'customer_message'; sentAtMs: number } | { event: 'unavailable' };

/** The origin a hosted chat page's messages must come from. */
export function chatEmbedOrigin(provider: EmbeddedChatProvider): string {
  return new URL(provider.url).origin;
}

/**
 * Reads one message of the contract above; anything else (other shapes, other types, a bad time) is null.
 *
 * @example
 * parseChatEmbedMessage({ type: 'forecourt:chat', event: 'unavailable' }); // { event: 'unavailable' }
 */
export function parseChatEmbedMessage(data: unknown): ChatEmbedMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type, event, sent_at: sentAt } = data as Record<string, unknown>;
  if (type !== 'forecourt:chat') return null;
  if (event === 'unavailable') return { event };
  if (event === 'customer_message' && typeof sentAt === 'number' && Number.isFinite(sentAt) && sentAt > 0) {
    return { event, sentAtMs: sentAt };
  }
  return null;
}
