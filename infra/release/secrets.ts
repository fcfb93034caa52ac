import type { Environment } from './environments.js';

/**
 * Secrets of the edge Worker (never in a config file; `wrangler secret put NAME --env ENV`). The
 * remotes have none: they get everything through the fragment RPC. `readBy` names the code that
 * reads each one; `null` marks one provisioned for a feature not built yet (checkout, dashboard sync).
 */
export const EDGE_SECRETS = [
  {
    name: 'TURNSTILE_SECRET_KEY',
    readBy: 'edge/src/leads/captcha.ts',
    what: 'Cloudflare Turnstile secret (lead forms)',
  },
  { name: 'MEILISEARCH_SEARCH_KEY', readBy: 'edge/src/search/select.ts', what: 'Meilisearch search-only key' },
  { name: 'MEILISEARCH_ADMIN_KEY', readBy: 'edge/src/search/sync-cron.ts', what: 'Meilisearch admin key (cron sync)' },
  {
    name: 'EMAIL_API_KEY',
    readBy: 'edge/src/email/provider.ts',
    what: 'HTTP email API key (sign-in codes, watchlist notices)',
  },
  {
    name: 'AUTOGRAB_API_KEY',
    readBy: 'edge/src/valuations/lookup.ts',
    what: 'AutoGrab vehicle lookup key (valuations)',
  },
  {
    name: 'MARKETCHECK_API_KEY',
    readBy: 'edge/src/valuations/lookup.ts',
    what: 'MarketCheck Price API key (US valuations: the price of a VIN decoded by NHTSA vPIC, which needs no key)',
  },
  {
    name: 'NEVDIS_API_KEY',
    readBy: 'edge/src/valuations/lookup.ts',
    what: 'NEVDIS data broker key (vehicle history, sites with the nevdis flag)',
  },
  {
    name: 'GOOGLE_MAPS_API_KEY',
    readBy: 'edge/src/postcodes/postcode-point.ts',
    what: 'Google Maps Platform key, Geocoding API (postcode lookups; without it the package table answers)',
  },
  {
    name: 'ANALYTICS_ACCOUNT_ID',
    readBy: 'edge/src/canary/canary-cron.ts',
    what: 'Cloudflare account id the canary judge queries Analytics Engine in (not sensitive; kept beside its token)',
  },
  {
    name: 'ANALYTICS_API_TOKEN',
    readBy: 'edge/src/canary/canary-cron.ts',
    what: 'API token with Account Analytics Read (the cron judges self-judging canaries from Analytics Engine)',
  },
  {
    name: 'CAR_CLARITY_API_KEY',
    readBy: 'edge/src/finance/routes.ts',
    what: 'Car Clarity broker API key (POST /api/carClarityCustomer on sites with features.car_clarity)',
  },
  { name: 'STRIPE_SECRET_KEY', readBy: 'edge/src/checkout/select-provider.ts', what: 'Stripe secret key (deposits)' },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    readBy: 'edge/src/checkout/select-provider.ts',
    what: 'Stripe webhook signing secret (deposits)',
  },
  {
    name: 'WINDCAVE_API_USER',
    readBy: 'edge/src/checkout/select-provider.ts',
    what: 'Windcave REST API user (deposits; HTTP Basic user name)',
  },
  {
    name: 'WINDCAVE_API_KEY',
    readBy: 'edge/src/checkout/select-provider.ts',
    what: 'Windcave REST API key (deposits; HTTP Basic password)',
  },
  {
    name: 'DASHBOARD_API_KEY',
    readBy: 'edge/src/dashboard/client.ts',
    what: 'dealer dashboard API key (Basic-auth password of the sync)',
  },
  {
    name: 'DASHBOARD_WEBHOOK_SECRET',
    readBy: 'edge/src/dashboard/routes.ts',
    what: "HMAC secret of the dealer dashboard's webhook",
  },
  {
    name: 'CATALOGUE_FEED_SECRET',
    readBy: 'edge/src/catalogue/feed-key.ts',
    what: "root of each site's catalogue feed signing key (PUT /api/catalogue/*; docs/STOCK-FEEDS.md)",
  },
] as const;

/** The commands that set every edge secret of an environment (each prompts for its value). */
export function secretPutCommands(env: Environment): string[] {
  return EDGE_SECRETS.map(
    (s) =>
      `pnpm --filter @forecourt/edge exec wrangler secret put ${s.name} -c wrangler.${env}.gen.json --env ${env}   # ${s.what}`,
  );
}
