import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

export {
  AUDIT_KEY,
  AUDIT_LIMIT,
  type AuditEntry,
  AuditEntrySchema,
  appendAudit,
  parseAudit,
  routingRevisionKey,
} from '@forecourt/contracts';

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
