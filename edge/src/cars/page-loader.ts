import {
  type Car,
  CarSchema,
  carHead,
  dealershipScopeFilter,
  indexScopeFilter,
  isValidCarSlug,
  meiliString,
  type SiteConfig,
  searchSlug,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import { PageNotFound } from '../http/page-not-found.js';
import { searchBackend } from '../search/select.js';

/** How many cars the 404 page offers as similar stock. */
export const SIMILAR_CARS = 4;

/** What the car page's fragment gets: the car, or "not found" with similar stock in the site's scope. */
export type CarPageData = { found: true; car: Car } | { found: false; slug: string; similar: Car[] };

/**
 * The car of a car page, looked up through the search backend inside the site's scope (SPEC
 * §4: hidden cars and cars sold outside the window are invisible there, so they answer 404 like an
 * unknown slug). A slug failing the slug rule (SPEC §5) throws PageNotFound before any look-up.
 */
export async function loadCarPage(env: Env, site: SiteConfig, slug: string, now = new Date()): Promise<CarPageData> {
  if (!isValidCarSlug(slug)) throw new PageNotFound(slug);
  const backend = searchBackend(env);
  const scope = indexScopeFilter(site, 'cars', now);
  const bySlug = { filter: `slug = ${meiliString(slug)}`, limit: 1 };
  const found = (await backend.search(site, 'cars', bySlug, scope)).hits[0];
  if (found) return { found: true, car: CarSchema.parse(found) };

  // Not visible: offer similar stock. A car that exists but is hidden or sold long ago still tells
  // us its make and body (only to pick similar cars; it is never shown).
  const hidden = (await backend.search(site, 'cars', bySlug, dealershipScopeFilter(site.dealerships))).hits[0] as
    | Partial<Car>
    | undefined;
  const make = hidden?.make ?? makeFromSlug(site, slug);
  const body = hidden?.simple_body;
  const attempts = [
    make && body ? `make = ${meiliString(make)} AND simple_body = ${meiliString(body)}` : null,
    make ? `make = ${meiliString(make)}` : null,
    body ? `simple_body = ${meiliString(body)}` : null,
    '',
  ].filter((f): f is string => f !== null);
  for (const filter of attempts) {
    const query = { ...(filter ? { filter } : {}), sort: ['custom_rank:desc'], limit: SIMILAR_CARS };
    const { hits } = await backend.search(site, 'cars', query, scope);
    const similar = hits.flatMap((h) => {
      const parsed = CarSchema.safeParse(h);
      return parsed.success ? [parsed.data] : [];
    });
    if (similar.length > 0) return { found: false, slug, similar };
  }
  return { found: false, slug, similar: [] };
}

/** The site's make whose slug appears in a car slug (slugs are year-make-model-badge-stocknum). */
function makeFromSlug(site: SiteConfig, slug: string): string | null {
  const lower = `-${slug.toLowerCase()}-`;
  const makes = [...site.stock_summary.makes].sort((a, b) => b.name.length - a.name.length);
  return makes.find((m) => lower.includes(`-${searchSlug(m.name)}-`))?.name ?? null;
}

/** The car page's head (title, description, OpenGraph, Twitter, JSON-LD); null when there is no car. */
export function carPageHead(data: CarPageData | undefined, site: SiteConfig, url: URL) {
  if (!data?.found) return null;
  // The canonical car URL never carries a query string.
  return carHead(data.car, site, new URL(url.pathname, site.url).toString());
}
