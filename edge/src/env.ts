import type { FragmentResponse, SiteConfig } from '@forecourt/contracts';
import type { StripeRpc } from './payments/stripe-rpc.js';

/** What a remote's `Remote` entrypoint offers over its service binding. */
export type RemoteRpc = {
  render(request: unknown): Promise<FragmentResponse>;
  version(): Promise<string>;
  fetch(request: Request): Promise<Response>;
};

/**
 * The edge's bindings. Remote slots are named `<REMOTE>_<SLOT>` (CONTENT_A, CAR_DETAIL_B …): each
 * slot is its own Worker running one version; KV says which version runs where (deployments:v1)
 * and which version each dealer gets (routing:v1).
 */
export type Env = {
  SITES: KVNamespace;
  DB: D1Database;
  FILES: R2Bucket;
  /** Cloudflare Images (deployed environments): /cdn/image transforms with it; unset → the local WebAssembly codec. */
  IMAGES?: ImagesBinding;
  /** Photo pipeline (media/photo-queue.ts): base retry delay in seconds (default 60, doubling per attempt). */
  PHOTO_RETRY_BASE_S?: string;
  /** Photo pipeline: time budget of one photo fetch in ms (default 10000). */
  PHOTO_FETCH_TIMEOUT_MS?: string;
  CF_VERSION_METADATA?: { id: string; tag?: string };
  /** Workers Analytics Engine dataset of remote render health (deployed environments; health/render-health.ts). Unset: the local D1 sink. */
  REMOTE_HEALTH?: AnalyticsEngineDataset;
  /** That dataset's name, for the canary judge's SQL queries (canary/canary-cron.ts). */
  REMOTE_HEALTH_DATASET?: string;
  /** Cloudflare account id and an Account Analytics Read token (a secret): the judge reads Analytics Engine's SQL API with them. */
  ANALYTICS_ACCOUNT_ID?: string;
  ANALYTICS_API_TOKEN?: string;
  /** Cloudflare's API base (default https://api.cloudflare.com/client/v4; tests point it at a stand-in). */
  ANALYTICS_API_URL?: string;
  /** 'off' disables the edge HTML cache (benchmarks compare both). */
  HTML_CACHE?: string;
  /** Seconds a cached page is fresh before it is served stale and refreshed (1–30, default 30; compose/html-cache.ts). */
  HTML_FRESH_S?: string;
  /** 'off' sends streamed pages uncompressed (compress-html.ts; benchmarks compare both). */
  HTML_COMPRESSION?: string;
  /** How long an isolate reuses a KV value, in ms (default 1000; 0 reads KV on every request). */
  KV_MEMO_MS?: string;
  /** Per-fragment time budget in ms (default 2500). */
  FRAGMENT_BUDGET_MS?: string;
  /** How long an isolate keeps a site's in-memory search index before refreshing it from D1 (default 60000). */
  SEARCH_INDEX_TTL_MS?: string;
  /** The embedded search backend's index budget per isolate, MB (search/index-budget.ts; default 48). */
  SEARCH_MEMORY_BUDGET_MB?: string;
  /** With MEILISEARCH_HOST: sites with at least this many cars search on Meilisearch, the rest embedded. */
  SEARCH_DEDICATED_MIN_CARS?: string;
  /** Meilisearch backend (edge/src/search/select.ts): its URL, a search-only key and that key's uid (tenant tokens). */
  MEILISEARCH_HOST?: string;
  MEILISEARCH_SEARCH_KEY?: string;
  MEILISEARCH_SEARCH_KEY_UID?: string;
  /**
   * Meilisearch key with document and settings rights, read only by the cron's search sync
   * (search/sync-cron.ts), never on a shopper's request; unset → the cron leaves Meilisearch alone.
   */
  MEILISEARCH_ADMIN_KEY?: string;
  /** Meilisearch's URL as browsers reach it (tenant tokens; default MEILISEARCH_HOST). */
  MEILISEARCH_PUBLIC_HOST?: string;
  /** Analytics events (events/event-stream.ts): the queue every event goes to, and the R2 bucket its consumer archives them in. */
  EVENTS_QUEUE?: Queue<unknown>;
  EVENTS_ARCHIVE?: R2Bucket;
  /** Lead delivery queue (producer); the edge is also its consumer (leads/delivery.ts). */
  LEAD_QUEUE?: Queue<{ leadId: string }>;
  /** Lead creates per client and site: "count/seconds" (default 10/60). */
  LEAD_RATE_LIMIT?: string;
  /** POST /api/events per client and site, "count/seconds" (default 120/60). */
  EVENT_RATE_LIMIT?: string;
  /** Search API requests per client and site per isolate, "count/seconds" (default 40/2: a burst of 40, then 20 a second). */
  SEARCH_RATE_LIMIT?: string;
  /** Uncached page renders per client and site per isolate, "count/seconds" (default 20/4: a burst of 20, then 5 a second). */
  PAGE_RATE_LIMIT?: string;
  /** Page requests (cache hits too) per client and site per isolate, "count/seconds" (default 60/6: a burst of 60, then 10 a second). */
  PAGE_VIEW_RATE_LIMIT?: string;
  /** New /cdn/image variants (not yet computed) per client and site per isolate, "count/seconds" (default 30/6). */
  IMAGE_RATE_LIMIT?: string;
  /** A search client over its budget waits this long for its 429, "delayMs/maxHeld" per isolate (default 1000/256; "0/0" off). */
  SEARCH_TARPIT?: string;
  /** Cloudflare Turnstile secret (a secret, never in config): lead creates are checked with siteverify. */
  TURNSTILE_SECRET_KEY?: string;
  /** Turnstile site key the forms render with (public). */
  TURNSTILE_SITE_KEY?: string;
  /**
   * 'true' lets the offline test captcha stand in for Turnstile when its keys are absent: local dev
   * (serve.sh) and the test harness set it. Without keys and without it, lead creates are refused as
   * unavailable (the public test token is never accepted in production).
   */
  CAPTCHA_TEST_MODE?: string;
  /** AutoGrab API key (a secret) for sites with vehicle_lookup 'autograb' (valuations/autograb.ts). */
  AUTOGRAB_API_KEY?: string;
  /** AutoGrab's base URL (default https://api.autograb.com.au; tests point it at a local stand-in). */
  AUTOGRAB_API_URL?: string;
  /** MarketCheck API key (a secret): the US price guide of real-provider US sites (valuations/marketcheck.ts). */
  MARKETCHECK_API_KEY?: string;
  /** MarketCheck's base URL (default https://mc-api.marketcheck.com; tests point it at a local stand-in). */
  MARKETCHECK_API_URL?: string;
  /** NHTSA vPIC's base URL (default https://vpic.nhtsa.dot.gov; public, no key; tests point it at a stand-in). */
  VPIC_API_URL?: string;
  /** Car Clarity API key (a secret) for sites with the `car_clarity` feature (finance/routes.ts). */
  CAR_CLARITY_API_KEY?: string;
  /** Car Clarity's base URL (default https://api.carclarity.com.au; tests point it at a local stand-in). */
  CAR_CLARITY_API_URL?: string;
  /** 'true' serves SPEC §7's mock mode at /mock/carClarityCustomer (local and test only; 404 elsewhere). */
  CAR_CLARITY_MOCK?: string;
  /** NEVDIS data broker key (a secret) for vehicle history on sites with the `nevdis` flag (valuations/nevdis.ts). */
  NEVDIS_API_KEY?: string;
  /** The NEVDIS broker's base URL (set per deployment with the broker chosen; tests point it at a stand-in). */
  NEVDIS_API_URL?: string;
  /** Google Maps Platform key (a secret): postcodes are geocoded by Google when set (postcodes/postcode-point.ts), else from the package table. */
  GOOGLE_MAPS_API_KEY?: string;
  /** The Geocoding API's base URL (default https://maps.googleapis.com; tests point it at a local stand-in). */
  GOOGLE_MAPS_API_URL?: string;
  /** Vehicle lookups (/api/simple-autograb-lookup, /api/nevdis, valuation creates) per client and site, "count/seconds" (default 10/60). */
  LOOKUP_RATE_LIMIT?: string;
  /** Base delay of lead delivery retries in seconds (default 30, doubling per attempt). */
  LEAD_RETRY_BASE_S?: string;
  /** 'true' (local dev and e2e only, serve.sh): deliveries to lead-sink.localhost are recorded in D1 (leads/local-sink.ts). */
  LOCAL_LEAD_SINK?: string;
  /**
   * 'true' in local development only (edge/wrangler.jsonc top-level vars; no deployed environment sets
   * it): a fragment that fails from a configuration error (its remote has no such component, no Worker
   * serves its slot) shows what is wrong instead of the shopper's fallback (compose/dev-errors.ts).
   */
  DEV_ERRORS?: string;
  /** 'true' (local dev and tests only, serve.sh): GET /_dev/outbox lists the email outbox (email/routes.ts). */
  LOCAL_OUTBOX_PAGE?: string;
  /** 'true' (tests and local stand-ins only; the release refuses it): feed/config fetches may reach loopback over http (security/outbound-fetch.ts). */
  OUTBOUND_FETCH_ALLOW_LOOPBACK?: string;
  /** The local image Worker's origin (local runs and tests only; the release refuses it): media/image-transform.ts. */
  LOCAL_IMAGES_URL?: string;
  /** Local image transforms one edge isolate waits on at once (media/transform-gate.ts; default 2). */
  IMAGE_TRANSFORMS_IN_FLIGHT?: string;
  /** Who sends the outbox (email/provider.ts): unset → nobody (local); 'http-api' → EMAIL_API_URL with EMAIL_API_KEY (a secret). */
  EMAIL_PROVIDER?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  /** The sender address of every email, e.g. "Forecourt <no-reply@mail.forecourt.example>". */
  EMAIL_FROM?: string;
  /** SPEC §7 dealer dashboard (edge/src/dashboard/): its base URL; unset → no dashboard sync. */
  DASHBOARD_URL?: string;
  /** Basic-auth user of the dashboard calls (default 'forecourt'); the password is DASHBOARD_API_KEY. */
  DASHBOARD_USER?: string;
  /** Dashboard API key (a secret): the Basic-auth password. */
  DASHBOARD_API_KEY?: string;
  /** Time budget of one dashboard request attempt in ms (default 10000). */
  DASHBOARD_TIMEOUT_MS?: string;
  /** HMAC secret of the dashboard's webhook (a secret); unset → POST /_dashboard/webhook answers 404. */
  DASHBOARD_WEBHOOK_SECRET?: string;
  /** Master secret of the catalogue feed (a secret; catalogue/feed-key.ts derives each site's key); unset → 404. */
  CATALOGUE_FEED_SECRET?: string;
  /**
   * Signing secret of the offline sandbox payment provider (checkout/sandbox-provider.ts; local dev, tests
   * and the demo set it in serve.sh). Unset: no sandbox, and a site without real payment keys cannot take deposits.
   */
  SANDBOX_WEBHOOK_SECRET?: string;
  /** Stripe secret key and webhook signing secret (secrets, never in config): Stripe sites take deposits with them. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Another Stripe API base URL (tests: the local stand-in); unset: api.stripe.com. */
  STRIPE_API_BASE?: string;
  /** The Stripe Worker (payments/stripe-worker.ts, service binding): runs the Stripe SDK for the edge. */
  STRIPE?: StripeRpc;
  /** Windcave REST API user and key (secrets, HTTP Basic auth): Windcave sites take deposits with them. */
  WINDCAVE_API_USER?: string;
  WINDCAVE_API_KEY?: string;
  /** Windcave's API host: unset → https://sec.windcave.com; https://uat.windcave.com for test accounts; tests: the local stand-in. */
  WINDCAVE_API_BASE?: string;
} & Partial<Record<`${string}_${'A' | 'B'}`, Fetcher & RemoteRpc>>;

export type AppContext = {
  Bindings: Env;
  /** Set by tenant/middleware.ts requireSite() on /api/* routes. */
  Variables: { site: SiteConfig; host: string };
};
