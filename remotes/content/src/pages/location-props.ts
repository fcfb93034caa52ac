import { type FragmentRequest, locationFromPath, SiteConfigSchema, siteOffersForm } from '@forecourt/contracts';
import { z } from 'zod';
import { type LocationCardProps, locationCardProps } from './location-card-props.js';

/** Hydration props of a location's own page (/our-locations/{...}). */
export type LocationPageProps = {
  location: LocationCardProps;
  reviews: { count: number; average: string } | null;
  contactHref: string | null;
};

const Input = z.object({
  site: SiteConfigSchema.pick({ locations: true, special_hours: true, timezone: true, lead_forms: true }),
});

/** The location the path names (the edge's page plan answers 404 before an unknown one reaches here). */
export function locationPageProps(req: FragmentRequest): LocationPageProps {
  const { site } = Input.parse(req.props);
  const location = locationFromPath(site.locations, req.route.path);
  if (!location) throw new Error(`no location at ${req.route.path}`);
  return {
    location: locationCardProps(site, location, new Date(req.now)),
    reviews: location.reviews ? { count: location.reviews.count, average: location.reviews.average_rating } : null,
    contactHref: siteOffersForm(site, 'contact') ? `/contact-us/${location.slug}` : null,
  };
}
