import { isPathHidden } from '../links/site-paths.js';
import type { SiteConfig } from '../site/site-config.schema.js';
import { chatProvider } from './chat-provider.js';

type ChatSite = {
  autobot?: boolean;
  chat: Pick<
    SiteConfig['chat'],
    'livechat_agent_group' | 'zendesk' | 'impel_chatbot' | 'text_messaging_organisation' | 'hidden_on_paths'
  > &
    Partial<
      Pick<SiteConfig['chat'], 'livechat_license' | 'impel_chatbot_url' | 'autobot_url' | 'autobot_hidden_on_paths'>
    >;
};

/**
 * SPEC §2: a page offers chat when the site has a chat provider (LiveChat agent group, Zendesk, the Impel
 * chatbot, the autobot or a text-messaging organisation) and does not hide chat on that path (site
 * `chat.hidden_on_paths`, e.g. /cars, /our-locations/, /checkout-journey for some dealers); a site whose
 * chat is the autobot also hides it on `chat.autobot_hidden_on_paths` (checkout and car pages).
 *
 * @example
 * chatOffered({ chat: { ...none, zendesk: 'dealer.zendesk', hidden_on_paths: ['/cars'] } }, '/cars/abc'); // false
 */
export function chatOffered(site: ChatSite, path: string): boolean {
  const { chat } = site;
  const provider = Boolean(
    chat.livechat_agent_group || chat.zendesk || chat.impel_chatbot || site.autobot || chat.text_messaging_organisation,
  );
  if (!provider || isPathHidden(path, chat.hidden_on_paths)) return false;
  const loads = chatProvider({ ...site, chat: { livechat_license: null, ...chat } });
  return !(loads?.kind === 'autobot' && isPathHidden(path, chat.autobot_hidden_on_paths ?? []));
}
