import { describe, expect, it } from 'vitest';
import { chatProvider } from './chat-provider.js';

const none = { livechat_license: null, livechat_agent_group: null, zendesk: null };

describe('chatProvider', () => {
  it('LiveChat needs the platform license and the dealer agent group', () => {
    expect(chatProvider({ chat: { ...none, livechat_license: 7, livechat_agent_group: '3' } })).toEqual({
      kind: 'livechat',
      license: 7,
      group: '3',
    });
    expect(chatProvider({ chat: { ...none, livechat_agent_group: '3' } })).toBeNull();
  });
  it('Zendesk with its key; LiveChat wins when both are set', () => {
    expect(chatProvider({ chat: { ...none, zendesk: 'k' } })).toEqual({ kind: 'zendesk', key: 'k' });
    expect(chatProvider({ chat: { livechat_license: 7, livechat_agent_group: '3', zendesk: 'k' } })?.kind).toBe(
      'livechat',
    );
  });
  it('no provider: null', () => expect(chatProvider({ chat: none })).toBeNull());
  it('Impel and the autobot: hosted pages, each only with its switch and its URL; Impel first', () => {
    const impel = { impel_chatbot: true, impel_chatbot_url: 'https://impel.example/c/1' };
    const autobot = { autobot_url: 'https://bot.example/d/7' };
    expect(chatProvider({ chat: { ...none, ...impel } })).toEqual({ kind: 'impel', url: 'https://impel.example/c/1' });
    expect(chatProvider({ chat: { ...none, impel_chatbot: true } })).toBeNull();
    expect(chatProvider({ chat: { ...none, ...impel, impel_chatbot: false } })).toBeNull();
    expect(chatProvider({ autobot: true, chat: { ...none, ...autobot } })).toEqual({
      kind: 'autobot',
      url: 'https://bot.example/d/7',
    });
    expect(chatProvider({ autobot: false, chat: { ...none, ...autobot } })).toBeNull();
    expect(chatProvider({ autobot: true, chat: { ...none, ...autobot, ...impel } })?.kind).toBe('impel');
    expect(chatProvider({ autobot: true, chat: { ...none, ...autobot, zendesk: 'k' } })?.kind).toBe('zendesk');
  });
});
