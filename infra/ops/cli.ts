/**
 * Ops CLI: per-dealer remote routing in KV.
 *   pnpm ops routing show
 *   pnpm ops routing set <slug> <remote> <version> [--force]
 *   pnpm ops routing rollback <slug> <remote>
 *   pnpm ops routing default <remote> <version>
 *   pnpm ops deployments show
 *   pnpm ops deployments register          (records every built slot release in KV)
 * Changes take effect on the next request: the edge reads routing:v1 on every request and its
 * HTML cache key carries the routing revision.
 */
import { DEPLOYMENTS_KEY, RemoteNameSchema, ROUTING_KEY, SemverSchema } from '@forecourt/contracts';
import { openKv } from './kv.js';
import {
  applyDefault,
  applyRollback,
  applySet,
  formatRouting,
  readDeployments,
  readRouting,
  registerReleases,
} from './routing-ops.js';

function usage(message?: string): never {
  if (message) console.error(`error: ${message}`);
  console.error(
    'usage: pnpm ops routing show | routing set <slug> <remote> <version> [--force] | routing rollback <slug> <remote> | routing default <remote> <version> | deployments show | deployments register',
  );
  process.exit(2);
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const [group, cmd, ...rest] = args;
const force = rest.includes('--force');
const positional = rest.filter((a) => !a.startsWith('--'));
const kv = openKv();
const now = new Date().toISOString();

if (group === 'routing') {
  const table = readRouting(kv);
  const deployments = readDeployments(kv);
  if (cmd === 'show') {
    console.log(`# ${kv.where}`);
    console.log(formatRouting(table, deployments));
  } else if (cmd === 'set') {
    const [slug, remoteArg, versionArg] = positional;
    const remote = RemoteNameSchema.safeParse(remoteArg);
    const version = SemverSchema.safeParse(versionArg);
    if (!slug || !remote.success || !version.success) usage('set needs <slug> <remote> <version>');
    const result = applySet(table, deployments, slug, remote.data, version.data, now, force);
    if (!result.ok) usage(result.error);
    kv.put(ROUTING_KEY, JSON.stringify(result.table));
    console.log(`${slug} now gets ${remote.data}@${version.data} (revision ${result.table.revision})`);
  } else if (cmd === 'rollback') {
    const [slug, remoteArg] = positional;
    const remote = RemoteNameSchema.safeParse(remoteArg);
    if (!slug || !remote.success) usage('rollback needs <slug> <remote>');
    const result = applyRollback(table, slug, remote.data, now);
    if (!result.ok) usage(result.error);
    kv.put(ROUTING_KEY, JSON.stringify(result.table));
    console.log(`${slug} rolled back: ${remote.data}@${result.version} (revision ${result.table.revision})`);
  } else if (cmd === 'default') {
    const [remoteArg, versionArg] = positional;
    const remote = RemoteNameSchema.safeParse(remoteArg);
    const version = SemverSchema.safeParse(versionArg);
    if (!remote.success || !version.success) usage('default needs <remote> <version>');
    const result = applyDefault(table, deployments, remote.data, version.data, force);
    if (!result.ok) usage(result.error);
    kv.put(ROUTING_KEY, JSON.stringify(result.table));
    console.log(`default ${remote.data} is now ${version.data} (revision ${result.table.revision})`);
  } else usage();
} else if (group === 'deployments') {
  if (cmd === 'show') {
    console.log(JSON.stringify(readDeployments(kv), null, 2));
  } else if (cmd === 'register') {
    const { deployments, table } = registerReleases(readDeployments(kv), readRouting(kv));
    kv.put(DEPLOYMENTS_KEY, JSON.stringify(deployments));
    kv.put(ROUTING_KEY, JSON.stringify(table));
    console.log(`registered deployments in ${kv.where}: ${JSON.stringify(deployments)}`);
  } else usage();
} else usage();
