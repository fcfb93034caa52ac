import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { chatEmbedOrigin, embeddedChatSrc, parseChatEmbedMessage } from './chat-embed.js';

describe('embeddedChatSrc', () => {
  it('the autobot carries the page path; Impel’s page is the configured URL', () => {
    const autobot = { kind: 'autobot', url: 'https://bot.example/d/7?theme=dark' } as const;
    expect(embeddedChatSrc(autobot, '/search/used-cars')).toBe(
      'https://bot.example/d/7?theme=dark&page=%2Fsearch%2Fused-cars',
    );
    expect(embeddedChatSrc({ kind: 'impel', url: 'https://impel.example/c/1' }, '/x')).toBe(
      'https://impel.example/c/1',
    );
    expect(chatEmbedOrigin(autobot)).toBe('https://bot.example');
  });
});

describe('parseChatEmbedMessage (the postMessage contract)', () => {
  it('accepts the two messages', () => {
    expect(
      parseChatEmbedMessage({ type: 'forecourt:chat', event: 'customer_message', sent_at: 1700000000000 }),
    ).toEqual({ event: 'customer_message', sentAtMs: 1700000000000 });
    expect(parseChatEmbedMessage({ type: 'forecourt:chat', event: 'unavailable', extra: 1 })).toEqual({
      event: 'unavailable',
    });
  });
  it.each([
    null,
    'forecourt:chat',
    [],
    { type: 'other', event: 'unavailable' },
    { type: 'forecourt:chat', event: 'customer_message' },
    { type: 'forecourt:chat', event: 'customer_message', sent_at: '1700000000000' },
    { type: 'forecourt:chat', event: 'customer_message', sent_at: Number.NaN },
    { type: 'forecourt:chat', event: 'customer_message', sent_at: -5 },
    { type: 'forecourt:chat', event: 'opened' },
  ])('ignores %j', (data) => expect(parseChatEmbedMessage(data)).toBeNull());
});

describe('site config hosted chat URLs', () => {
  const base = SiteConfigSchema.shape.chat;
  it('default to none and take an https URL', () => {
    expect(base.parse({})).toMatchObject({ impel_chatbot_url: null, autobot_url: null });
    expect(base.parse({ autobot_url: 'https://bot.example/d/7' }).autobot_url).toBe('https://bot.example/d/7');
  });
  it.each([
    'http://bot.example/d/7',
    'javascript:alert(1)',
    'https://user:pw@bot.example/',
    'not a url',
    `https://bot.example/${'a'.repeat(2100)}`,
  ])('refuse %s', (url) => {
    expect(base.safeParse({ impel_chatbot_url: url }).success).toBe(false);
    expect(base.safeParse({ autobot_url: url }).success).toBe(false);
  });
});
