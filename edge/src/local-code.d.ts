/**
 * Build-time switch (wrangler `define`, edge/wrangler.jsonc): "true" in the top-level config (wrangler
 * dev, the tests' bundle, vitest), "false" in every deployed environment. Local-only code — the dev
 * outbox page, the local lead sink, the Car Clarity mock, DEV_ERRORS messages, the local image Worker's
 * client — sits behind it, so a release's bundle does not contain it at all (issue 36), whatever vars
 * a deployment sets (infra/release/dev-only-vars.ts refuses those too).
 */
declare const __LOCAL_CODE__: boolean;
