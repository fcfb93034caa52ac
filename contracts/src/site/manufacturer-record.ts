/**
 * SPEC §7 GET /manufacturers/{slug}.json?website_id={id}: the manufacturer record. SPEC shows no fields;
 * ours are what a site knows of a make it sells: name, slug, the maker's id where it is the site's own
 * manufacturer, the brand site and logo its group links (dealership_websites), and the stock of that make
 * (count and models, from the stock summary). A make the site does not sell has no record.
 */
import { searchSlug } from '../search/search-vocabulary.js';
import type { SiteConfig } from './site-config.schema.js';

export type ManufacturerRecord = {
  website_id: number;
  id: number | null;
  name: string;
  slug: string;
  logo: string | null;
  website_url: string | null;
  count: number;
  models: { name: string; slug: string; count: number }[];
};

type ManufacturerSite = Pick<
  SiteConfig,
  'id' | 'manufacturer' | 'manufacturer_id' | 'dealerships' | 'dealership_websites' | 'stock_summary'
>;

/** Every make the site sells or represents: its own manufacturer, its dealerships' makes and its stock's. */
function siteMakes(site: ManufacturerSite): string[] {
  const names = [
    ...(site.manufacturer ? [site.manufacturer] : []),
    ...site.dealerships.flatMap((d) => d.manufacturers),
    ...site.stock_summary.makes.map((m) => m.name),
  ];
  const bySlug = new Map<string, string>();
  for (const n of names) if (!bySlug.has(searchSlug(n))) bySlug.set(searchSlug(n), n);
  return [...bySlug.values()];
}

/**
 * The record of the make whose slug is `slug` on this site, or null when the site has no such make.
 *
 * @example
 * manufacturerRecord(site, 'toyota')?.models[0]; // { name: 'Corolla', slug: 'corolla', count: 12 }
 */
export function manufacturerRecord(site: ManufacturerSite, slug: string): ManufacturerRecord | null {
  const name = siteMakes(site).find((n) => searchSlug(n) === slug);
  if (!name) return null;
  const own = site.manufacturer !== null && searchSlug(site.manufacturer) === slug;
  const brandSite = site.dealership_websites.find((w) => w.make !== null && searchSlug(w.make) === slug);
  const models = site.stock_summary.models
    .filter((m) => searchSlug(m.make) === slug)
    .map((m) => ({ name: m.name, slug: searchSlug(m.name), count: m.count }));
  return {
    website_id: site.id,
    id: own ? site.manufacturer_id : null,
    name,
    slug,
    logo: brandSite?.logo ?? null,
    website_url: brandSite?.url ?? null,
    count: site.stock_summary.makes.find((m) => searchSlug(m.name) === slug)?.count ?? 0,
    models,
  };
}
