import { type JobPosition, JobPositionSchema, openPositions, type SiteConfig } from '@forecourt/contracts';
import * as z from 'zod';

const Row = z.object({ doc: z.string() });
/** More open roles than a dealer group advertises at once; the page lists no more. */
const MAX_LISTED = 100;

/**
 * The site's roles still open on `today` (the site's date), newest first. A row that fails the schema
 * is logged and left out: one broken role never takes the page down.
 */
export async function loadOpenPositions(db: D1Database, site: SiteConfig, today: string): Promise<JobPosition[]> {
  const { results } = await db
    .prepare(
      'SELECT doc FROM job_positions WHERE site_slug = ? AND (closes IS NULL OR closes >= ?) ORDER BY posted DESC LIMIT ?',
    )
    .bind(site.slug, today, MAX_LISTED)
    .all();
  const positions = results.flatMap((row) => {
    let doc: unknown = null;
    try {
      doc = JSON.parse(Row.parse(row).doc);
    } catch {
      // not JSON: fails the schema below and is logged there
    }
    const job = JobPositionSchema.safeParse(doc);
    if (job.success) return [job.data];
    console.error(`[data] a job position of ${site.slug} is invalid; left out`, job.error.issues.slice(0, 3));
    return [];
  });
  return openPositions(positions, today);
}
