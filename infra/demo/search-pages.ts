/**
 * The demo sites' search pages as the dealer dashboard lists them (SPEC §7 `search_slugs`,
 * `search_page_templates`): the site's default /search/{slug} and one per car type it stocks, with a
 * written template for the default page only, so the others show the platform's default landing text.
 * Seeded into KV under the dashboard cache's keys (sql.ts kvEntries) and served by the stand-in dashboard.
 */
import {
  type DashboardSearchPageTemplates,
  type DashboardSearchSlugs,
  SEARCH_PAGE_DEFAULTS,
} from '@forecourt/contracts';

/** The fields read, as the demo's built (not yet parsed) site config holds them. */
type DemoSite = {
  name: string;
  default_search_path?: string;
  stock_summary?: { car_types: readonly { name: string; count: number }[] };
};

export function demoSearchPages(site: DemoSite): {
  slugs: DashboardSearchSlugs;
  templates: DashboardSearchPageTemplates;
} {
  const own = (site.default_search_path ?? '').match(/^\/search\/([a-z0-9-]+)$/)?.[1];
  const wanted = new Set<string>(own ? [own] : []);
  for (const t of site.stock_summary?.car_types ?? []) if (t.count > 0) wanted.add(`${t.name}-cars`);
  const slugs = [...wanted]
    .filter((slug) => Object.hasOwn(SEARCH_PAGE_DEFAULTS, slug))
    .map((slug) => ({ slug, filters: { ...(SEARCH_PAGE_DEFAULTS[slug] ?? {}) } as Record<string, string[]> }));
  const words = (slug: string) => slug.replace(/-/g, ' ');
  const templates = slugs
    .filter(({ slug }) => slug === own)
    .map(({ slug }) => ({
      slug,
      // The shell adds " | {dealer}" to every title: a template names the stock, not the dealer.
      title: `All our ${words(slug).replace(/^new used/, 'new, used')}`,
      description: `Every one of ${site.name}'s ${words(slug).replace(/^new used/, 'new, used')} in one place: photos, prices and features of each, and an enquiry form on every page. Filter by make, price or location to find yours.`,
    }));
  return { slugs, templates };
}
