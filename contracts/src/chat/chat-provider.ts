import type { SiteConfig } from '../site/site-config.schema.js';

/**
 * The live chat a site's pages open (SPEC §3 chat settings): LiveChat — the platform's LiveChat account
 * (`livechat_license`) with the dealer's agent group — or the dealer's Zendesk messaging widget (the
 * `zendesk` setting is its Web Widget key). LiveChat wins when a site names both.
 *
 * Impel's chatbot and the autobot are not loaded: neither publishes its embed script or a JavaScript
 * API to open it, so there is nothing to build against (docs/SPEC-COVERAGE.md).
 */
export type ChatProvider = { kind: 'livechat'; license: number; group: string } | { kind: 'zendesk'; key: string };

type ChatProviderSite = {
  chat: Pick<SiteConfig['chat'], 'livechat_agent_group' | 'livechat_license' | 'zendesk'>;
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
  if (license !== null && group) return { kind: 'livechat', license, group };
  if (zendesk) return { kind: 'zendesk', key: zendesk };
  return null;
}

/** The providers' own loader scripts (their public embed snippets load these). */
export const CHAT_PROVIDER_SCRIPTS: Readonly<Record<ChatProvider['kind'], string>> = {
  livechat: 'https://cdn.livechatinc.com/tracking.js',
  zendesk: 'https://static.zdassets.com/ekr/snippet.js',
};
