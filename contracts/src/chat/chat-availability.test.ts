import { describe, expect, it } from 'vitest';
import { chatOffered } from './chat-availability.js';

const none = {
  livechat_agent_group: null,
  zendesk: null,
  impel_chatbot: false,
  text_messaging_organisation: null,
  hidden_on_paths: [] as string[],
};

describe('chatOffered', () => {
  it('needs a provider', () => {
    expect(chatOffered({ chat: none }, '/cars/x')).toBe(false);
    for (const provider of [
      { livechat_agent_group: '7' },
      { zendesk: 'dealer.zendesk' },
      { impel_chatbot: true },
      { text_messaging_organisation: 'org' },
    ]) {
      expect(chatOffered({ chat: { ...none, ...provider } }, '/cars/x')).toBe(true);
    }
  });
  it('is hidden on the paths the site hides it on', () => {
    const chat = { ...none, zendesk: 'z', hidden_on_paths: ['/cars', '/checkout-journey'] };
    expect(chatOffered({ chat }, '/cars/abc')).toBe(false);
    expect(chatOffered({ chat }, '/checkout-journey')).toBe(false);
    expect(chatOffered({ chat }, '/search')).toBe(true);
  });
  it('an autobot site also hides chat on its autobot paths; another provider ignores them', () => {
    const chat = {
      ...none,
      autobot_url: 'https://bot.example/d/7',
      hidden_on_paths: ['/careers'],
      autobot_hidden_on_paths: ['/campers', '/checkout-journey'],
    };
    expect(chatOffered({ autobot: true, chat }, '/search')).toBe(true);
    expect(chatOffered({ autobot: true, chat }, '/campers/abc')).toBe(false);
    expect(chatOffered({ autobot: true, chat }, '/checkout-journey')).toBe(false);
    expect(chatOffered({ autobot: true, chat }, '/careers')).toBe(false);
    expect(chatOffered({ autobot: true, chat: { ...chat, zendesk: 'z' } }, '/campers/abc')).toBe(true);
    const { autobot_hidden_on_paths: _, ...unset } = chat;
    expect(chatOffered({ autobot: true, chat: unset }, '/campers/abc')).toBe(true);
  });
});
