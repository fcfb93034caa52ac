import {
  type FragmentRequest,
  locationFromPath,
  ReviewSchema,
  SiteConfigSchema,
  siteOffersForm,
} from '@forecourt/contracts';
import * as z from 'zod';
import { type LocationCardProps, locationCardProps } from './location-card-props.js';
import { type ReviewCard, reviewCards } from './review-cards.js';

/** Hydration props of a location's own page (/our-locations/{...}). */
export type LocationPageProps = {
  location: LocationCardProps;
  /** The location's rating, and its dealership's latest well-rated reviews. */
  reviews: { count: number; average_rating: string } | null;
  latestReviews: ReviewCard[];
  contactHref: string | null;
};

const Input = z.object({
  site: SiteConfigSchema.pick({
    locations: true,
    special_hours: true,
    timezone: true,
    locale: true,
    lead_forms: true,
  }),
  locationReviews: z.array(ReviewSchema).default([]),
});

/** The location the path names (the edge's page plan answers 404 before an unknown one reaches here). */
export function locationPageProps(req: FragmentRequest): LocationPageProps {
  const { site, locationReviews } = Input.parse(req.props);
  const location = locationFromPath(site.locations, req.route.path);
  if (!location) throw new Error(`no location at ${req.route.path}`);
  return {
    location: locationCardProps(site, location, new Date(req.now)),
    reviews: location.reviews && location.reviews.count > 0 ? location.reviews : null,
    latestReviews: reviewCards(locationReviews),
    contactHref: siteOffersForm(site, 'contact') ? `/contact-us/${location.slug}` : null,
  };
}
