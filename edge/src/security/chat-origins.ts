import { chatEmbedOrigin, chatProvider, type SiteConfig } from '@forecourt/contracts';
import type { ThirdPartyOrigins } from './headers.js';

/**
 * What each live chat provider's widget needs of a page's policy (issue 15): LiveChat's tracking script
 * (cdn), its widget frame and its API (HTTPS and WebSocket); Zendesk's Web Widget snippet and assets
 * (zdassets) and the account's messaging API under zendesk.com (HTTPS and WebSocket). A hosted chat page
 * (Impel, the autobot) needs only its own origin: framed, and reached once by the panel's reachability check.
 */
export const CHAT_PROVIDER_ORIGINS: Readonly<Record<'livechat' | 'zendesk', ThirdPartyOrigins>> = {
  livechat: {
    script: ['https://cdn.livechatinc.com'],
    frame: ['https://secure.livechatinc.com'],
    connect: ['https://api.livechatinc.com', 'wss://api.livechatinc.com', 'https://secure.livechatinc.com'],
  },
  zendesk: {
    script: ['https://static.zdassets.com'],
    connect: ['https://ekr.zdassets.com', 'https://*.zendesk.com', 'wss://*.zendesk.com'],
  },
};

/** The chat provider a site's settings name, as policy origins; none for a site without chat. */
export function siteChatOrigins(site: Pick<SiteConfig, 'chat' | 'autobot'>): ThirdPartyOrigins[] {
  const provider = chatProvider(site);
  if (!provider) return [];
  if (provider.kind === 'livechat' || provider.kind === 'zendesk') return [CHAT_PROVIDER_ORIGINS[provider.kind]];
  const origin = chatEmbedOrigin(provider);
  return [{ frame: [origin], connect: [origin] }];
}
