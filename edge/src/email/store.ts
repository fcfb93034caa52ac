/**
 * Every email the platform sends goes through the outbox table (infra/migrations/0014_garage.sql):
 * written with the change that needs it, taken by a provider later. A message is marked sent only
 * when a provider accepted it — never before, never locally (the local dev page lists the unsent).
 */

export type OutboxMessage = {
  site: string;
  to: string;
  kind: string;
  subject: string;
  body: string;
  /** Extra headers for the provider (List-Unsubscribe). */
  headers?: Record<string, string>;
};

/** The INSERT of one message, for a caller that writes it in a batch with the change that needs it. */
export function enqueueEmailStatement(db: D1Database, message: OutboxMessage, nowMs: number): D1PreparedStatement {
  return enqueueEmailWhenStatement(db, message, nowMs, { sql: '1', binds: [] });
}

/**
 * The INSERT of one message only while `when` (an SQL condition with its binds) holds: a caller writes a
 * message at most once by pairing it, in one batch, with the update that makes `when` false.
 */
export function enqueueEmailWhenStatement(
  db: D1Database,
  message: OutboxMessage,
  nowMs: number,
  when: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_outbox (site_slug, to_email, kind, subject, body, headers, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${when.sql} RETURNING id`,
    )
    .bind(
      message.site,
      message.to,
      message.kind,
      message.subject,
      message.body,
      message.headers ? JSON.stringify(message.headers) : null,
      new Date(nowMs).toISOString(),
      ...when.binds,
    );
}

export async function enqueueEmail(db: D1Database, message: OutboxMessage, nowMs: number): Promise<number> {
  const row = await enqueueEmailStatement(db, message, nowMs).first<{ id: number }>();
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
