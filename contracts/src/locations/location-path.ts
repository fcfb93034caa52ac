import type { Location } from './location.schema.js';

/**
 * The visible location a page path names by its slug: the last segment of /our-locations/{...} or
 * /contact-us/{location}. Null when the site has no such location, so the page answers 404 (SPEC §2
 * routes; an unknown location is not a page).
 * @example locationFromPath(site.locations, '/our-locations/nsw/parramatta')?.slug === 'parramatta'
 */
export function locationFromPath(locations: readonly Location[], path: string): Location | null {
  const slug = path.replace(/\/+$/, '').split('/').pop() ?? '';
  return locations.find((l) => l.visible && l.slug === slug) ?? null;
}
