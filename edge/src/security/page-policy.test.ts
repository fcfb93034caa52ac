import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env.js';
import { INLINE_SCRIPT_SOURCES } from './headers.js';
import { sitePagePolicy } from './page-policy.js';

const INLINE = INLINE_SCRIPT_SOURCES.join(' ');

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const env = { CAPTCHA_TEST_MODE: 'true' } as Env;
const paying = (provider: 'stripe' | 'windcave' | 'sandbox') => ({
  ...site,
  payment_provider: provider,
  features: { ...site.features, payments: true },
});

describe('sitePagePolicy: payment provider origins from site configuration', () => {
  it('a page loading the payment library allows its provider (Stripe: js, frames, API); other pages do not', () => {
    const checkout = sitePagePolicy(env, paying('stripe'), { payments: true });
    expect(checkout).toContain(`script-src 'self' 'inline-speculation-rules' ${INLINE} https://js.stripe.com;`);
    expect(checkout).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(checkout).toContain("connect-src 'self' https://api.stripe.com;");
    expect(sitePagePolicy(env, paying('stripe'))).not.toContain('stripe');
    expect(sitePagePolicy(env, paying('windcave'), { payments: true })).toContain(
      `script-src 'self' 'inline-speculation-rules' ${INLINE} https://sec.windcave.com;`,
    );
    expect(sitePagePolicy(env, paying('sandbox'), { payments: true })).toContain("frame-src 'none'");
  });
  it('payments off in the site config: no provider, even on a payment page', () => {
    const off = { ...paying('stripe'), features: { ...site.features, payments: false } };
    expect(sitePagePolicy(env, off, { payments: true })).not.toContain('stripe');
  });
});

describe('sitePagePolicy: chat provider origins from site configuration (issue 15)', () => {
  const chat = (settings: Partial<typeof site.chat>) => ({ ...site, chat: { ...site.chat, ...settings } });
  it('LiveChat: its script, frame and API on every page; nothing of Zendesk', () => {
    const policy = sitePagePolicy(env, chat({ livechat_license: 1, livechat_agent_group: '3', zendesk: null }));
    expect(policy).toContain(`script-src 'self' 'inline-speculation-rules' ${INLINE} https://cdn.livechatinc.com;`);
    expect(policy).toContain('frame-src https://secure.livechatinc.com;');
    expect(policy).toContain('wss://api.livechatinc.com');
    expect(policy).not.toContain('zendesk');
  });
  it('Zendesk: its snippet host and the messaging API; no frame', () => {
    const policy = sitePagePolicy(env, chat({ livechat_license: null, livechat_agent_group: null, zendesk: 'k' }));
    expect(policy).toContain(`script-src 'self' 'inline-speculation-rules' ${INLINE} https://static.zdassets.com;`);
    expect(policy).toContain('wss://*.zendesk.com');
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toContain('livechatinc');
  });
  it('a site without a chat provider admits none', () => {
    const policy = sitePagePolicy(env, chat({ livechat_license: null, livechat_agent_group: null, zendesk: null }));
    expect(policy).not.toMatch(/livechatinc|zdassets|zendesk/);
  });
});

describe('sitePagePolicy: the site analytics tags (issue 15)', () => {
  const withTags = (analytics: Partial<typeof site.analytics>) => ({
    ...site,
    analytics: { google_analytics_id: null, gtm_id: null, facebook_pixel: null, ...analytics },
  });
  it('a site without ids admits no tag origin', () => {
    const policy = sitePagePolicy(env, withTags({}));
    expect(policy).not.toMatch(/google|facebook/);
  });
  it('GA ids admit Google tag hosts only; a pixel admits Facebook only', () => {
    const ga = sitePagePolicy(env, withTags({ google_analytics_id: 'G-AAAA1111,G-BBBB2222' }));
    expect(ga).toContain(`script-src 'self' 'inline-speculation-rules' ${INLINE} https://www.googletagmanager.com;`);
    expect(ga).toContain('https://*.google-analytics.com');
    expect(ga).not.toContain('facebook');
    const fb = sitePagePolicy(env, withTags({ facebook_pixel: '100000000000001' }));
    expect(fb).toContain(`script-src 'self' 'inline-speculation-rules' ${INLINE} https://connect.facebook.net;`);
    expect(fb).toContain("connect-src 'self' https://www.facebook.com https://connect.facebook.net;");
    expect(fb).not.toContain('google');
  });
  it('an id not of the provider shape admits nothing (it would go into a script URL)', () => {
    expect(sitePagePolicy(env, withTags({ gtm_id: 'evil.example/x', facebook_pixel: 'abc' }))).not.toMatch(
      /google|facebook/,
    );
  });
});
