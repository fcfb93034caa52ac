/**
 * Every email the platform sends goes through the outbox table (infra/migrations/0014_garage.sql):
 * written with the change that needs it, taken by a provider later. A message is marked sent only
 * when a provider accepted it — never before, never locally (the local dev page lists the unsent).
 */

export type OutboxMessage = { site: string; to: string; kind: string; subject: string; body: string };

export async function enqueueEmail(db: D1Database, message: OutboxMessage, nowMs: number): Promise<number> {
  const row = await db
    .prepare(
      'INSERT INTO email_outbox (site_slug, to_email, kind, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    )
    .bind(message.site, message.to, message.kind, message.subject, message.body, new Date(nowMs).toISOString())
    .first<{ id: number }>();
  return row?.id ?? 0;
}

export type OutboxRow = {
  id: number;
  site_slug: string;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
};

/** The newest messages, for the local developer page. */
export async function latestEmails(db: D1Database, limit = 50): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(
      'SELECT id, site_slug, to_email, kind, subject, body, created_at, sent_at FROM email_outbox ORDER BY id DESC LIMIT ?',
    )
    .bind(limit)
    .all<OutboxRow>();
  return results;
}
