/**
 * `FORECOURT_DATA=dashboard npm start` (infra/scripts/start.sh) runs this: the LOCAL STAND-IN dealer
 * dashboard on 127.0.0.1 serving the nine demo tenants (generated with the same `now` as the seed),
 * until stopped.
 *
 *   tsx infra/dashboard-standin/cli.ts [--port 8790] [--now <ISO date|ms>]
 *
 * `prepare <persist dir>` readies a seeded local state for it: every site gets `dashboard_sync: true`
 * and the seeded cars are dropped, so the stock the sites show is the stock the edge's first sync
 * reads from the stand-in.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startOfDay } from '../demo/index.js';
import { defaultOutDir, INFRA_DIR, REPO_ROOT } from '../demo/write.js';
import { STAND_IN_KEY, startStandInDashboard } from './server.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function wrangler(args: string[], persistTo: string): void {
  const bin = join(INFRA_DIR, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const r = spawnSync(process.execPath, [bin, ...args, '-c', 'edge/wrangler.jsonc', '--persist-to', persistTo], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}${r.stderr}`);
    throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed`);
  }
}

/** Sites sync from the dashboard; the seeded cars go (the first sync brings the dashboard's). */
function prepare(persistTo: string): void {
  const kvFile = join(defaultOutDir(false), 'kv.json');
  const entries = JSON.parse(readFileSync(kvFile, 'utf8')) as { key: string; value: string }[];
  const sites = entries
    .filter((e) => e.key.startsWith('site:'))
    .map((e) => ({ key: e.key, value: JSON.stringify({ ...JSON.parse(e.value), dashboard_sync: true }) }));
  const out = join(defaultOutDir(false), 'kv-dashboard.json');
  writeFileSync(out, JSON.stringify(sites));
  wrangler(['kv', 'bulk', 'put', relative(REPO_ROOT, out), '--local', '--binding', 'SITES'], persistTo);
  wrangler(['d1', 'execute', 'DB', '--local', '--yes', '--command', 'DELETE FROM cars'], persistTo);
  console.log(`dashboard mode: ${sites.length} sites sync from the stand-in dashboard; seeded cars dropped`);
}

if (process.argv[2] === 'prepare') {
  prepare(process.argv[3] ?? '.wrangler/state');
} else {
  const now = option('now');
  const port = Number(option('port') ?? 8790);
  const dash = await startStandInDashboard({
    now: now ? (/^\d+$/.test(now) ? Number(now) : Date.parse(now)) : startOfDay(Date.now()),
    port,
  });
  console.log(`LOCAL STAND-IN dealer dashboard (not the real one) at ${dash.url} (Basic auth key ${STAND_IN_KEY})`);
}
