import type { SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { siteCaptchaMode } from '../leads/captcha.js';
import { searchConfig } from '../search/select.js';
import { pagePolicy } from './headers.js';

/** The page policy of a site on this deployment: Turnstile if its captcha is, Meilisearch's public host with tenant tokens. */
export function sitePagePolicy(env: Env, site: SiteConfig): string {
  const search = searchConfig(env);
  const meili =
    search.kind === 'meilisearch' && search.tenantTokens ? [new URL(search.tenantTokens.publicHost).origin] : [];
  return pagePolicy({ turnstile: siteCaptchaMode(env, site).provider === 'turnstile', connect: meili });
}
