/**
 * SPEC §3 analytics ids of a site's configuration as the tags a page loads: Google Analytics (gtag.js,
 * comma-separated ids), Google Tag Manager and the Facebook pixel. An id goes into a script URL, so only
 * ids of the providers' own shapes are kept; anything else is dropped (no tag), never passed on.
 */
export type SiteTags = { ga: string[]; gtm: string | null; fb: string | null };

const GA_ID = /^(G|UA|AW|DC)-[A-Z0-9-]{4,30}$/i;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/i;
const FB_PIXEL_ID = /^\d{5,20}$/;

/**
 * The tags of a site (SPEC §3 analytics).
 *
 * @example
 * siteTags({ google_analytics_id: 'G-AAAA1111, G-BBBB2222', gtm_id: null, facebook_pixel: '1234567' });
 * // { ga: ['G-AAAA1111', 'G-BBBB2222'], gtm: null, fb: '1234567' }
 */
export function siteTags(analytics: {
  google_analytics_id: string | null;
  gtm_id: string | null;
  facebook_pixel: string | null;
}): SiteTags {
  const ga = (analytics.google_analytics_id ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => GA_ID.test(id));
  const gtm = analytics.gtm_id?.trim() ?? '';
  const fb = analytics.facebook_pixel?.trim() ?? '';
  return { ga: [...new Set(ga)], gtm: GTM_ID.test(gtm) ? gtm : null, fb: FB_PIXEL_ID.test(fb) ? fb : null };
}

/** True when the site loads any tag. @example hasSiteTags({ ga: [], gtm: null, fb: null }) === false */
export const hasSiteTags = (tags: SiteTags): boolean => tags.ga.length > 0 || tags.gtm !== null || tags.fb !== null;

/** The providers' script URLs (the tag loader appends the id). */
export const TAG_SCRIPT_URLS = {
  gtag: 'https://www.googletagmanager.com/gtag/js?id=',
  gtm: 'https://www.googletagmanager.com/gtm.js?id=',
  facebook: 'https://connect.facebook.net/en_US/fbevents.js',
} as const;

/** The page's element the edge writes a site's tags to as JSON (a data block, not a script). */
export const SITE_TAGS_ELEMENT_ID = '__forecourt_tags';
