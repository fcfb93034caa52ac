import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { analyticsHealthSource } from '../../edge/src/health/analytics-sql.js';
import { figuresFromRows, type HealthSource, localHealthSql } from '../../edge/src/health/health-figures.js';
import type { Environment } from '../release/environments.js';
import { PERSIST, ROOT, WRANGLER } from './kv.js';
import { OpsError } from './routing-commands.js';

/** The Analytics Engine dataset each environment's REMOTE_HEALTH binding writes (edge/wrangler.jsonc). */
export const HEALTH_DATASETS: Record<Environment, string> = {
  staging: 'forecourt_remote_health_staging',
  production: 'forecourt_remote_health',
};

/**
 * Where `routing status` reads health: a deployed environment's Analytics Engine dataset through the SQL
 * API (CLOUDFLARE_ACCOUNT_ID and an Account Analytics Read token, ANALYTICS_API_TOKEN or
 * CLOUDFLARE_API_TOKEN; ANALYTICS_API_URL points it elsewhere, e.g. a stand-in), else the local D1
 * table the local edge writes (through wrangler, as every local command).
 */
export function opsHealthSource(
  env: Environment | undefined,
  processEnv: NodeJS.ProcessEnv = process.env,
): HealthSource {
  if (env) {
    const accountId = processEnv.CLOUDFLARE_ACCOUNT_ID;
    const token = processEnv.ANALYTICS_API_TOKEN ?? processEnv.CLOUDFLARE_API_TOKEN;
    if (!accountId || !token) {
      throw new OpsError(
        'health of a deployed environment needs CLOUDFLARE_ACCOUNT_ID and ANALYTICS_API_TOKEN (Account Analytics Read)',
      );
    }
    return analyticsHealthSource({
      accountId,
      token,
      dataset: HEALTH_DATASETS[env],
      ...(processEnv.ANALYTICS_API_URL ? { apiUrl: processEnv.ANALYTICS_API_URL } : {}),
    });
  }
  return {
    where: `local D1 remote_health (${PERSIST})`,
    async figures(remote, versions, window) {
      if (versions.length === 0) return new Map();
      const out = execFileSync(
        WRANGLER,
        [
          'd1',
          'execute',
          'DB',
          '--local',
          '--persist-to',
          PERSIST,
          '-c',
          join(ROOT, 'edge/wrangler.jsonc'),
          '--json',
          '--command',
          localHealthSql(remote, versions, window),
        ],
        {
          cwd: ROOT,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...processEnv, WRANGLER_SEND_METRICS: 'false' },
        },
      );
      const parsed = JSON.parse(out.slice(out.indexOf('['))) as { results?: Record<string, unknown>[] }[];
      return figuresFromRows(parsed[0]?.results ?? []);
    },
  };
}
