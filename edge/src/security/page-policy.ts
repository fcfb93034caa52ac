import { type SiteConfig, siteTags } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { siteCaptchaMode } from '../leads/captcha.js';
import { searchConfig } from '../search/select.js';
import { siteChatOrigins } from './chat-origins.js';
import { PAYMENT_PROVIDER_ORIGINS, pagePolicy } from './headers.js';
import { tagOrigins } from './tag-origins.js';

/**
 * The page policy of a site on this deployment: Turnstile if its captcha is, Meilisearch's public host with
 * tenant tokens, and — only for a page that loads the payment library (`payments`: checkout, issue 12) — the
 * origins of the site's payment provider (site config payment_provider, when payments are on); the site's
 * chat provider on every page (the chat button can open it anywhere it is not hidden).
 */
export function sitePagePolicy(env: Env, site: SiteConfig, page: { payments?: boolean } = {}): string {
  const search = searchConfig(env);
  const meili =
    search.kind === 'meilisearch' && search.tenantTokens ? [new URL(search.tenantTokens.publicHost).origin] : [];
  const provider = page.payments && site.features.payments ? site.payment_provider : null;
  return pagePolicy({
    turnstile: siteCaptchaMode(env, site).provider === 'turnstile',
    connect: meili,
    // The site's payment provider, chat provider and analytics tags: only the origins it configures.
    thirdParties: [
      ...(provider ? [PAYMENT_PROVIDER_ORIGINS[provider]] : []),
      ...siteChatOrigins(site),
      ...tagOrigins(siteTags(site.analytics)),
    ],
  });
}
