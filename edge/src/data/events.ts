/** Analytics events in D1 (SPEC event ids), one row per event. */

/** Stores one analytics event of a site (a lead's own event is written with the lead: leads.ts). */
export async function insertEvent(
  db: D1Database,
  site: string,
  event: {
    category: number;
    url: string;
    lead_id: string | null;
    anon_id: string | null;
    session_id: string | null;
    error_message: string | null;
    event_properties: Record<string, unknown>;
  },
  now: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO events (site_slug, category, url, lead_id, anon_id, session_id, error_message, event_properties, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      site,
      event.category,
      event.url,
      event.lead_id,
      event.anon_id,
      event.session_id,
      event.error_message,
      JSON.stringify(event.event_properties),
      now,
    )
    .run();
}

/** Whether `leadId` is a lead of `site` (an event may only point at its own site's leads). */
export async function leadOfSite(db: D1Database, site: string, leadId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM leads WHERE id = ? AND site_slug = ?').bind(leadId, site).first()) !== null;
}
