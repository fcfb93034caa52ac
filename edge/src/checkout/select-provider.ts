/**
 * Which payment provider serves a site — decided here and nowhere else:
 *
 *   site payment_provider 'stripe' + STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET   → Stripe (not wired yet: see SPEC-COVERAGE)
 *   otherwise, with SANDBOX_WEBHOOK_SECRET set (local dev, tests, the demo)     → the offline sandbox
 *   otherwise                                                                   → none: checkout answers 503
 *
 * A dealer whose provider has no keys in this environment gets the clearly labelled sandbox, never a
 * real charge (DESIGN: "a clearly labelled sandbox provider otherwise, so the whole reserve flow runs offline").
 */
import type { SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

export function paymentProviderFor(env: Env, _site: SiteConfig): ReturnType<typeof sandboxProvider> | null {
  const secret = env.SANDBOX_WEBHOOK_SECRET?.trim();
  return secret ? sandboxProvider(secret) : null;
}

/** The provider a webhook URL names, when it is the one this site pays with. */
export function webhookProviderFor(env: Env, site: SiteConfig, name: string): PaymentProvider | null {
  const provider = paymentProviderFor(env, site);
  return provider && provider.name === name ? provider : null;
}
