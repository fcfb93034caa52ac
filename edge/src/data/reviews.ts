import type { SiteConfig } from '@forecourt/contracts';
import { z } from 'zod';

const SummaryRow = z.object({ count: z.number().int(), average: z.number().nullable() });
export type ReviewSummary = { count: number; average_rating: string };

/**
 * Count and average rating of the site's dealerships' reviews (SPEC §3: average_rating is a string,
 * one decimal). One aggregate query over the indexed dealership_id column.
 */
export async function loadReviewSummary(db: D1Database, site: SiteConfig): Promise<ReviewSummary> {
  const ids = site.dealerships.map((d) => d.id);
  const placeholders = ids.map(() => '?').join(',');
  const row = await db
    .prepare(`SELECT COUNT(*) AS count, AVG(rating) AS average FROM reviews WHERE dealership_id IN (${placeholders})`)
    .bind(...ids)
    .first();
  const parsed = SummaryRow.parse(row);
  return { count: parsed.count, average_rating: (parsed.average ?? 0).toFixed(1) };
}
