import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { z } from 'zod';

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

/** Who is changing routing: FORECOURT_OPERATOR, else git's user.email, else the OS user. */
export function operator(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FORECOURT_OPERATOR) return env.FORECOURT_OPERATOR;
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (email.trim()) return email.trim();
  } catch {
    // no git identity: fall back to the OS user
  }
  return userInfo().username;
}
