/**
 * Which payment provider serves a site — decided here and nowhere else:
 *
 *   site payment_provider 'stripe' + STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET → Stripe (STRIPE_API_BASE: another API host;
 *                                                          the SDK runs in the Stripe Worker, binding STRIPE)
 *   site payment_provider 'windcave' + WINDCAVE_API_USER + WINDCAVE_API_KEY   → Windcave (WINDCAVE_API_BASE: UAT or a stand-in)
 *   otherwise, with SANDBOX_WEBHOOK_SECRET set (local dev, tests, the demo)    → the offline sandbox
 *   otherwise                                                                  → none: checkout answers 503
 *
 * A dealer whose provider has no keys in this environment gets the
 * clearly labelled sandbox, never a real charge (DESIGN: "a clearly labelled sandbox provider otherwise").
 */
import type { SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';
import { stripeProvider } from './stripe-provider.js';
import { windcaveProvider } from './windcave-provider.js';

const set = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

export function paymentProviderFor(env: Env, site: SiteConfig): PaymentProvider | null {
  const stripeKey = set(env.STRIPE_SECRET_KEY);
  const stripeWebhook = set(env.STRIPE_WEBHOOK_SECRET);
  if (site.payment_provider === 'stripe' && stripeKey && stripeWebhook && env.STRIPE)
    return stripeProvider(
      { secretKey: stripeKey, webhookSecret: stripeWebhook, apiBase: set(env.STRIPE_API_BASE) },
      env.STRIPE,
    );
  const windcaveUser = set(env.WINDCAVE_API_USER);
  const windcaveKey = set(env.WINDCAVE_API_KEY);
  if (site.payment_provider === 'windcave' && windcaveUser && windcaveKey)
    return windcaveProvider({ apiUser: windcaveUser, apiKey: windcaveKey, apiBase: set(env.WINDCAVE_API_BASE) });
  return sandboxFor(env);
}

/** The sandbox, when this environment has one. */
export function sandboxFor(env: Env): ReturnType<typeof sandboxProvider> | null {
  const secret = set(env.SANDBOX_WEBHOOK_SECRET);
  return secret ? sandboxProvider(secret) : null;
}

/** The provider a webhook URL names, when it is the one this site pays with. */
export function webhookProviderFor(env: Env, site: SiteConfig, name: string): PaymentProvider | null {
  const provider = paymentProviderFor(env, site);
  return provider && provider.name === name ? provider : null;
}
