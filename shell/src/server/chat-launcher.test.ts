import { SiteConfigSchema } from '@forecourt/contracts';
import { makeSiteInput } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { renderChatLauncher } from './chat-launcher.js';

const site = (chat: Record<string, unknown>) =>
  SiteConfigSchema.parse({ ...makeSiteInput({ slug: 'chat-motors', name: 'Chat & Co' }), chat });

describe('renderChatLauncher (SPEC §2 floating Text us button)', () => {
  it('a site with LiveChat: a link to the enquiry form marked data-open-chat, a hidden bubble, the provider as data', () => {
    const html = renderChatLauncher(site({ livechat_license: 5, livechat_agent_group: '3' }), '/search');
    expect(html).toContain('<a class="fc-chat__button" href="/contact" data-open-chat>Text us</a>');
    expect(html).toContain('<div class="fc-chat__bubble" hidden>');
    expect(html).toContain('aria-label="Close the chat greeting"');
    expect(html).toContain('aria-label="Chat with Chat &amp; Co"');
    expect(html).toContain(
      `data-chat="${'{"provider":{"kind":"livechat","license":5,"group":"3"}}'.replaceAll('"', '&quot;')}"`,
    );
  });

  it('a text-messaging organisation alone: the button, with no provider (it stays a link to the form)', () => {
    const html = renderChatLauncher(site({ text_messaging_organisation: 'org' }), '/');
    expect(html).toContain('Text us');
    expect(html).toContain('{&quot;provider&quot;:null}');
  });

  it('nothing on a hidden path, or for a site without chat', () => {
    const chat = { zendesk: 'k', hidden_on_paths: ['/careers'] };
    expect(renderChatLauncher(site(chat), '/careers/sales')).toBe('');
    expect(renderChatLauncher(site(chat), '/')).toContain('Text us');
    expect(renderChatLauncher(site({}), '/')).toBe('');
  });
});
