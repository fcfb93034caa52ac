import * as z from 'zod';

/**
 * The routing audit log's format, free of Node APIs: the ops CLI writes it (audit.ts, routing-change.ts)
 * and so does the edge's cron when a self-judging canary steps, promotes or rolls back (edge/src/canary).
 */

/** KV key of the routing audit log (newest last, the last AUDIT_LIMIT entries). */
export const AUDIT_KEY = 'routing-audit:v1';
export const AUDIT_LIMIT = 500;
/** KV key of the routing table as it was at a revision (every change stores one, for `routing diff`). */
export const routingRevisionKey = (revision: number) => `routing:v1:rev:${revision}`;

export const AuditEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  reason: z.string().min(1),
  command: z.string(),
  revision: z.object({ from: z.number(), to: z.number() }),
  changes: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export function parseAudit(raw: string | null): AuditEntry[] {
  return raw ? z.array(AuditEntrySchema).parse(JSON.parse(raw)) : [];
}

export function appendAudit(log: AuditEntry[], entry: AuditEntry): AuditEntry[] {
  return [...log, AuditEntrySchema.parse(entry)].slice(-AUDIT_LIMIT);
}
