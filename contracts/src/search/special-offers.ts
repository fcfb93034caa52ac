/**
 * /special-offers' deals from the `offers` index (issue 35). SPEC lists `offers` both in a site's
 * configuration (its promotion cards, SPEC §3/§4) and as a search index (§7), and says nothing of which
 * the page shows: it shows both — the site's promotion cards first (the dealer's own artwork and words,
 * as the search page's promotion slot shows them), then the live deals of the offers index (vehicle,
 * service and parts deals a dealer's system sends through the catalogue feed). The edge runs the query
 * inside the site's scope (live offers of its dealerships only); the content remote renders the answer.
 */
import * as z from 'zod';
import type { CarType } from '../cars/car.schema.js';
import { OfferDocumentSchema } from './catalogue-documents.js';

/** Deals the page lists at most (a group's dealerships' copies of one deal count once). */
export const SPECIAL_OFFERS_MAX = 24;

/**
 * The offers query of the page: every live deal, soonest to end first; with a car type chosen
 * (`?car_type=`, one of the site's types), that type's vehicle deals only.
 *
 * @example specialOffersQuery('new').filter; // ['offer_type = "vehicle" AND car_type = "new"']
 */
export function specialOffersQuery(carType: CarType | null) {
  return {
    ...(carType ? { filter: [`offer_type = "vehicle" AND car_type = "${carType}"`] } : {}),
    sort: ['expires_at_timestamp:asc'],
    // room for a group's copies of the same deal (one per dealership)
    limit: SPECIAL_OFFERS_MAX * 4,
  };
}

/** What the edge hands the content remote (null: search was unavailable; the promotion cards still show). */
export const SpecialOffersDataSchema = z.object({ offers: z.array(OfferDocumentSchema) }).nullable();
export type SpecialOffersData = z.infer<typeof SpecialOffersDataSchema>;
