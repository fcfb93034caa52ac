/**
 * SPEC §7 the site's search pages as the dashboard describes them (`search_slugs`: /search/{slug} and
 * its filters; `search_page_templates`: its heading and text), read from the KV cache the dashboard sync
 * fills (dashboard/dashboard-cache.ts; the demo seeds the same keys). The page never calls the
 * dashboard itself: a missing or unreadable entry means no pages of the site's own, and the page shows
 * the platform's defaults (contracts SEARCH_PAGE_DEFAULTS, searchLanding).
 */
import {
  DashboardSearchPageTemplatesSchema,
  DashboardSearchSlugsSchema,
  type SearchPageFilters,
  type SearchPageTemplate,
} from '@forecourt/contracts';
import type * as z from 'zod';
import { dashboardCacheKey } from '../dashboard/dashboard-cache.js';

export type SiteSearchPages = {
  filters: Record<string, SearchPageFilters>;
  templates: Record<string, SearchPageTemplate>;
};

export const NO_SEARCH_PAGES: SiteSearchPages = Object.freeze({ filters: {}, templates: {} });

async function cached<T extends z.ZodType>(kv: KVNamespace, key: string, schema: T): Promise<z.infer<T> | null> {
  const raw = await kv.get(key, 'json').catch(() => null);
  if (raw === null) return null;
  const parsed = schema.safeParse((raw as { value?: unknown }).value);
  if (!parsed.success) console.error(`[search] ${key} unreadable: ${parsed.error.issues[0]?.message}`);
  return parsed.success ? (parsed.data as z.infer<T>) : null;
}

/** The site's search pages (null-safe: none without a KV binding, as in unit tests). */
export async function siteSearchPages(kv: KVNamespace | undefined, siteSlug: string): Promise<SiteSearchPages> {
  if (!kv) return NO_SEARCH_PAGES;
  const [slugs, templates] = await Promise.all([
    cached(kv, dashboardCacheKey('search_slugs', siteSlug), DashboardSearchSlugsSchema),
    cached(kv, dashboardCacheKey('search_page_templates', siteSlug), DashboardSearchPageTemplatesSchema),
  ]);
  // Plain objects (they go to the remote over RPC); read with Object.hasOwn, so no slug reaches the prototype.
  const out: SiteSearchPages = { filters: {}, templates: {} };
  for (const s of slugs ?? []) out.filters[s.slug] = s.filters as SearchPageFilters;
  for (const t of templates ?? []) out.templates[t.slug] = { title: t.title, description: t.description };
  return out;
}
