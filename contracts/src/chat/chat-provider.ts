import type { SiteConfig } from '../site/site-config.schema.js';

/**
 * The live chat a site's pages open (SPEC §3 chat settings): LiveChat — the platform's LiveChat account
 * (`livechat_license`) with the dealer's agent group —, the dealer's Zendesk messaging widget (the
 * `zendesk` setting is its Web Widget key), or a hosted chat page framed in the platform's own chat panel:
 * Impel's chatbot (`impel_chatbot` with `impel_chatbot_url`) or the autobot (the site's `autobot` flag with
 * `chat.autobot_url`). Neither Impel nor the autobot publishes an embed script or a JavaScript API, so the
 * platform frames the page each gives the dealer (docs/SPEC-COVERAGE.md, chat).
 * One chat per site, in this order: LiveChat, Zendesk, Impel, autobot.
 */
export type ChatProvider =
  | { kind: 'livechat'; license: number; group: string }
  | { kind: 'zendesk'; key: string }
  | { kind: 'impel' | 'autobot'; url: string };

/** The providers framed in the platform's chat panel (chat/chat-embed.ts). */
export type EmbeddedChatProvider = Extract<ChatProvider, { url: string }>;

type ChatProviderSite = {
  autobot?: boolean;
  chat: Pick<SiteConfig['chat'], 'livechat_agent_group' | 'livechat_license' | 'zendesk'> &
    Partial<Pick<SiteConfig['chat'], 'impel_chatbot' | 'impel_chatbot_url' | 'autobot_url'>>;
};

/**
 * The provider a click on the chat button loads, or null (the button then goes to its fallback, the
 * enquiry form).
 *
 * @example
 * chatProvider({ chat: { livechat_license: 100, livechat_agent_group: '3', zendesk: null } }); // { kind: 'livechat', license: 100, group: '3' }
 */
export function chatProvider(site: ChatProviderSite): ChatProvider | null {
  const { livechat_license: license, livechat_agent_group: group, zendesk } = site.chat;
  const { impel_chatbot: impel, impel_chatbot_url: impelUrl, autobot_url: autobotUrl } = site.chat;
  if (license !== null && group) return { kind: 'livechat', license, group };
  if (zendesk) return { kind: 'zendesk', key: zendesk };
  if (impel && impelUrl) return { kind: 'impel', url: impelUrl };
  if (site.autobot && autobotUrl) return { kind: 'autobot', url: autobotUrl };
  return null;
}

/** The providers' own loader scripts (their public embed snippets load these). */
export const CHAT_PROVIDER_SCRIPTS: Readonly<Record<'livechat' | 'zendesk', string>> = {
  livechat: 'https://cdn.livechatinc.com/tracking.js',
  zendesk: 'https://static.zdassets.com/ekr/snippet.js',
};
