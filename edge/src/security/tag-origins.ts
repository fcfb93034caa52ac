import type { SiteTags } from '@forecourt/contracts';
import type { ThirdPartyOrigins } from './headers.js';

/**
 * What the page policy admits for a site's analytics tags (contracts siteTags): exactly the origins of
 * the tags it configures, nothing for a site without ids. Google's tag hosts as Google documents them
 * for a CSP (gtag.js and GTM scripts; measurement hits to google-analytics and analytics.google); the
 * Facebook pixel's script host and its tracking endpoint. Images are already admitted from any https host.
 * A GTM container can load further scripts of the dealer's choosing: those are not admitted.
 */
const GOOGLE: ThirdPartyOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};
const FACEBOOK: ThirdPartyOrigins = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
};

export function tagOrigins(tags: SiteTags): ThirdPartyOrigins[] {
  return [...(tags.ga.length > 0 || tags.gtm ? [GOOGLE] : []), ...(tags.fb ? [FACEBOOK] : [])];
}
