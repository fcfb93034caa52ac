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
});
