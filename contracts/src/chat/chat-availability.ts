import { isPathHidden } from '../links/site-paths.js';
import type { SiteConfig } from '../site/site-config.schema.js';

type ChatSite = {
  chat: Pick<
    SiteConfig['chat'],
    'livechat_agent_group' | 'zendesk' | 'impel_chatbot' | 'text_messaging_organisation' | 'hidden_on_paths'
  >;
};

/**
 * SPEC §2: a page offers chat when the site has a chat provider (LiveChat agent group, Zendesk, the Impel
 * chatbot or a text-messaging organisation) and does not hide chat on that path (site `chat.hidden_on_paths`,
 * e.g. /cars, /our-locations/, /checkout-journey for some dealers).
 *
 * @example
 * chatOffered({ chat: { ...none, zendesk: 'dealer.zendesk', hidden_on_paths: ['/cars'] } }, '/cars/abc'); // false
 */
export function chatOffered(site: ChatSite, path: string): boolean {
  const { chat } = site;
  const provider = Boolean(
    chat.livechat_agent_group || chat.zendesk || chat.impel_chatbot || chat.text_messaging_organisation,
  );
  return provider && !isPathHidden(path, chat.hidden_on_paths);
}
