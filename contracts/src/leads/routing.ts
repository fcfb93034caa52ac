import type { LeadFields } from './lead-fields.js';

/** The site fields lead routing needs (from SiteConfig). */
export type LeadRoutingSite = {
  slug: string;
  dealership_id: number;
  dealerships: readonly { id: number; slug: string }[];
  push_leads_to_website_primary_location: boolean;
  push_leads_to_website_primary_dealership: boolean;
  force_dealership_slug: boolean;
};

/**
 * SPEC §3/§7 lead destination: on sites that push leads to the primary location, the lead gets that
 * location's id and dealership_slug; on sites that push to the primary dealership, its slug; sites with
 * force_dealership_slug send their own slug as dealership_slug (applied last).
 *
 * @example
 * routeLead({ dealership_slug: 'x' }, { ...site, force_dealership_slug: true }, null); // { dealership_slug: site.slug }
 */
export function routeLead<T extends LeadFields>(
  lead: T,
  site: LeadRoutingSite,
  primaryLocation: { id: number; dealership_slug: string } | null | undefined,
): T {
  const out: LeadFields = { ...lead };
  if (site.push_leads_to_website_primary_location && primaryLocation) {
    out.location_id = primaryLocation.id;
    out.dealership_slug = primaryLocation.dealership_slug;
  }
  if (site.push_leads_to_website_primary_dealership) {
    const dealership = site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0];
    if (dealership) out.dealership_slug = dealership.slug;
  }
  if (site.force_dealership_slug) out.dealership_slug = site.slug;
  return out as T;
}
