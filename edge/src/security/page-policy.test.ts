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
