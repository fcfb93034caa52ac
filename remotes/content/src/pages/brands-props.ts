import { type FragmentRequest, rewriteHref, SiteConfigSchema } from '@forecourt/contracts';
import * as z from 'zod';

/** Hydration props of /explore-more-brands: the group's dealership websites. */
export type BrandsPageProps = {
  groupName: string;
  sites: { name: string; make: string | null; href: string; logo: string | null }[];
};

const Input = z.object({
  site: SiteConfigSchema.pick({
    name: true,
    dealership_group: true,
    dealership_websites: true,
    uses_pages_path: true,
    features: true,
    link_rewrites: true,
    manufacturer_base_domain: true,
  }),
});

/**
 * Every dealership website of the group with its make's logo; links go through the SPEC §2 link rules
 * (contracts rewriteHref: the manufacturer dealer-site base domain is substituted for its placeholder).
 */
export function brandsProps(req: FragmentRequest): BrandsPageProps {
  const { site } = Input.parse(req.props);
  return {
    groupName: site.dealership_group ?? site.name,
    sites: site.dealership_websites.map((w) => ({
      name: w.name,
      make: w.make,
      href: rewriteHref(w.url, site),
      logo: w.logo,
    })),
  };
}
