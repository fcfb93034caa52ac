import { REVIEW_MIN_RATING, REVIEWS_SHOWN, type Review, ReviewSchema, type SiteConfig } from '@forecourt/contracts';
import * as z from 'zod';

const Row = z.object({ doc: z.string(), review_date: z.string() });

/**
 * The latest reviews shown on a site (SPEC §9: rating at least 4, 12 shown), newest first, from
 * its dealerships (or the given ones: a location's page shows its dealership's). Served by the (dealership_id, review_date) index; every row's document is
 * parsed with ReviewSchema (a D1 row is a boundary).
 */
export async function loadLatestReviews(
  db: D1Database,
  site: SiteConfig,
  dealershipIds: readonly number[] = site.dealerships.map((d) => d.id),
): Promise<Review[]> {
  // One short index walk per dealership, sent as one batch, merged here: `dealership_id IN (…)
  // ORDER BY review_date` would sort every matching review, and D1 caps compound SELECTs.
  const statement = db.prepare(
    'SELECT doc, review_date FROM reviews WHERE dealership_id = ? AND rating >= ? ORDER BY review_date DESC LIMIT ?',
  );
  if (dealershipIds.length === 0) return [];
  const batches = await db.batch(dealershipIds.map((id) => statement.bind(id, REVIEW_MIN_RATING, REVIEWS_SHOWN)));
  const results = batches
    .flatMap((b) => b.results.map((row) => Row.parse(row)))
    .sort((a, b) => (a.review_date < b.review_date ? 1 : a.review_date > b.review_date ? -1 : 0))
    .slice(0, REVIEWS_SHOWN);
  return results.map((row) => ReviewSchema.parse(JSON.parse(row.doc)));
}
