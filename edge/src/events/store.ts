/**
 * The D1 side of analytics events: only a lead's own event lives in D1 (written with the lead, leads/store.ts);
 * every other event is streamed to the archive (events/event-stream.ts).
 */

/** Whether `leadId` is a lead of `site` (an event may only point at its own site's leads). */
export async function leadOfSite(db: D1Database, site: string, leadId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM leads WHERE id = ? AND site_slug = ?').bind(leadId, site).first()) !== null;
}
