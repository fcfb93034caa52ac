import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E_PORT } from './playwright.config.js';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Reads the e2e server's own D1 state with `wrangler d1 execute --local --persist-to
 * .wrangler/e2e-state-<port>` (no test-only route).
 */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync(
    'pnpm',
    [
      'exec',
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      resolve(ROOT, `.wrangler/e2e-state-${E2E_PORT}`),
      '--json',
      '--command',
      sql,
    ],
    {
      cwd: resolve(ROOT, 'edge'),
      encoding: 'utf8',
      env: { ...process.env, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}` },
    },
  );
  const parsed = JSON.parse(out.slice(out.indexOf('['))) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}
