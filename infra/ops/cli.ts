/**
 * Ops CLI: per-dealer remote routing in KV (`pnpm ops --help`, `pnpm ops routing --help`).
 * Every routing change needs --reason, is refused when the edge cannot read the version's contract,
 * is stored with a snapshot by revision and lands in the audit log (`routing audit`); --dry-run
 * prints what would change. --env staging|production works on that environment's KV.
 * Changes take effect on the next request: the edge reads routing:v1 on every request (memoised
 * 1 s per isolate) and its HTML cache key carries the routing revision.
 */

import { DEPLOYMENTS_KEY, ROUTING_KEY } from '@forecourt/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { CANARIES_KEY } from '../../edge/src/canary/canary-plan.js';
import { ENVIRONMENTS, type Environment } from '../release/environments.js';
import { type StockFlags, stockImportCommand } from '../stock/stock-command.js';
import { AUDIT_KEY, operator } from './audit.js';
import { type AutoOptions, canaryAuto, routingStatus } from './canary-auto.js';
import { opsHealthSource } from './health-source.js';
import { type Kv, openKv } from './kv.js';
import { batchedKv } from './kv-batch.js';
import { historyOf, readHistory, restoreHistory } from './kv-history.js';
import { RELEASES_KEY } from './release-records.js';
import * as ops from './routing-commands.js';
import { OpsError, parseRemote, parseVersion } from './routing-commands.js';
import { readDeployments } from './routing-ops.js';
import { SITE_KINDS, type SiteKind } from './sites-init.js';

const program = new Command('pnpm ops').description('Forecourt routing and deployments in KV').exitOverride();
program.addOption(new Option('--env <env>', 'a deployed environment (default: local state)').choices(ENVIRONMENTS));

// One batched KV per run: the keys every command reads come in one wrangler call, writes leave in one.
let store: ReturnType<typeof batchedKv> | undefined;
const kv = (prefetch = [ROUTING_KEY, DEPLOYMENTS_KEY, RELEASES_KEY, AUDIT_KEY, CANARIES_KEY]): Kv => {
  store ??= batchedKv(openKv(process.env, program.opts().env as Environment | undefined), prefetch);
  return store;
};
/**
 * The sites commands, loaded when one runs: they read the edge's generated postcode table, which a fresh
 * clone has only after `pnpm build` — and the build itself runs this CLI (deployments plan-build).
 */
const sitesCommands = () => import('./sites-command.js');
/** The sites commands read no routing keys: no prefetch (each wrangler call costs seconds). */
const sitesKv = () => kv([]);
const print = (lines: string[]) => console.log(lines.join('\n'));
const int = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('not a whole number');
  return n;
};
const percent = (value: string) => {
  const n = Number(value);
  if (!(n > 0 && n <= 100)) throw new InvalidArgumentError('a percentage above 0 and at most 100');
  return n;
};
type Flags = { reason: string; by?: string; force?: boolean; dryRun?: boolean };
type AutoFlags = { auto?: boolean; window?: number } & Pick<AutoOptions, 'steps'>;
const change = (f: Flags) => ({
  reason: f.reason,
  by: f.by ?? operator(),
  at: new Date().toISOString(),
  force: f.force,
  dryRun: f.dryRun,
});
/** The options every routing change takes. */
function changeCommand(parent: Command, spec: string, description: string, force = true): Command {
  const cmd = parent
    .command(spec)
    .description(description)
    .requiredOption('--reason <text>', 'why (recorded in the audit log)')
    .option('--by <who>', 'who (default FORECOURT_OPERATOR, git user.email or the OS user)')
    .option('--dry-run', 'print what would change; write nothing');
  return force ? cmd.option('--force', 'route to a version whose contract is unknown (never one no slot runs)') : cmd;
}

const routing = program.command('routing').description('which remote version each dealer gets');
routing.command('show').action(() => print(ops.show(kv())));
changeCommand(routing, 'set <slug> <remote> <version>', 'pin one dealer to a version').action(
  (slug: string, remote: string, version: string, f: Flags) =>
    print(ops.set(kv(), slug, parseRemote(remote), parseVersion(version), change(f))),
);
changeCommand(routing, 'rollback <slug> <remote>', "undo that dealer's last change", false).action(
  (slug: string, remote: string, f: Flags) => print(ops.rollback(kv(), slug, parseRemote(remote), change(f))),
);
changeCommand(routing, 'default <remote> <version>', 'the version every dealer without an override gets').action(
  (remote: string, version: string, f: Flags) =>
    print(ops.setDefault(kv(), parseRemote(remote), parseVersion(version), change(f))),
);
changeCommand(routing, 'canary <remote> <version>', 'pin a list or a percentage of dealers (by hash of slug)')
  .option('--percent <n>', 'share of dealers, chosen deterministically by sha256 of the slug', percent)
  .option('--dealers <slugs>', 'comma-separated dealer slugs', (v: string) => v.split(',').filter(Boolean))
  .option('--auto', 'self-judging: the edge cron steps it, promotes it or rolls it back (canary-auto.ts)')
  .option('--steps <list>', 'with --auto: "one" and/or percentages (default one,10,50,100)')
  .option('--window <minutes>', 'with --auto: how long each step runs before it may move on (default 30)', Number)
  .action((remote: string, version: string, f: Flags & { percent?: number; dealers?: string[] } & AutoFlags) =>
    print(
      f.auto
        ? canaryAuto(kv(), parseRemote(remote), parseVersion(version), { ...f, windowMinutes: f.window }, change(f))
        : ops.canary(kv(), parseRemote(remote), parseVersion(version), f, change(f)),
    ),
  );
routing
  .command('status')
  .description("each version's health and where each self-judging canary stands")
  .action(async () => print(await routingStatus(kv(), opsHealthSource(program.opts().env as Environment | undefined))));
changeCommand(
  routing,
  'unpin <remote> [version]',
  "end a canary: remove dealers' overrides (of that version)",
  true,
).action((remote: string, version: string | undefined, f: Flags) =>
  print(ops.unpin(kv(), parseRemote(remote), version ? parseVersion(version) : undefined, change(f))),
);
routing
  .command('diff <from> [to]')
  .description('what changed between two stored revisions (to: default the current one)')
  .action((from: string, to: string | undefined) =>
    print(ops.diff(kv(), int(from), to === undefined ? undefined : int(to))),
  );
routing
  .command('audit')
  .description('the routing audit log')
  .option('--last <n>', 'entries', int, 20)
  .action((f: { last: number }) => print(ops.audit(kv(), f.last)));

const deployments = program.command('deployments').description('which version each slot runs');
deployments.command('show').action(() => print([JSON.stringify(readDeployments(kv()), null, 2)]));
deployments
  .command('register')
  .description('record every built slot (.releases/*/slot-*) in KV')
  .option('--reason <text>', 'recorded when a remote gets its first default', 'register the built slots')
  .action((f: { reason: string }) =>
    print(ops.register(kv(), { reason: f.reason, by: operator(), at: new Date().toISOString() })),
  );

deployments
  .command('plan-build <remote=version...>')
  .description('where `pnpm build` puts each remote version (JSON): never over a version routing points to')
  .action((pairs: string[]) => {
    const versions = Object.fromEntries(pairs.map((p) => p.split('=') as [string, string]));
    console.log(JSON.stringify(ops.planBuild(kv(), versions)));
  });

const sites = program.command('sites').description('dealer sites in KV: onboarding without code (docs/SITE-CONFIG.md)');
const envOf = () => program.opts().env as Environment | undefined;
sites
  .command('init <slug>')
  .description('write a commented starting config file (<slug>.site.jsonc) for a kind of site')
  .addOption(new Option('--kind <kind>', 'the kind of site').choices(SITE_KINDS).default('single'))
  .option('--out <file>', 'where to write it')
  .action(async (slug: string, f: { kind: SiteKind; out?: string }) =>
    print((await sitesCommands()).sitesInit(slug, f.kind, f.out)),
  );
for (const mode of ['add', 'update'] as const)
  sites
    .command(`${mode} <config-file>`)
    .description(`${mode} a site from a JSONC config file (derived fields computed, checked with the site schema)`)
    .option('--dry-run', 'print what would change; write nothing')
    .action(async (file: string, f: { dryRun?: boolean }) =>
      print(await (await sitesCommands()).sitesWrite(sitesKv(), envOf(), mode, file, Boolean(f.dryRun))),
    );
sites
  .command('remove <slug>')
  .description('take a site off: its config, its host names and (with --env) its custom hostnames')
  .option('--dry-run', 'print what would change; write nothing')
  .action(async (slug: string, f: { dryRun?: boolean }) =>
    print(await (await sitesCommands()).sitesRemove(sitesKv(), envOf(), slug, Boolean(f.dryRun))),
  );
sites
  .command('check')
  .description('validate every site in KV (schema, hosts, ids; dealer domains with --env); exit 1 when any fails')
  .action(async () => {
    const { lines, failures } = await (await sitesCommands()).sitesCheck(sitesKv(), envOf());
    print(lines);
    if (failures > 0) process.exitCode = 1;
  });

const config = program.command('config').description('KV config history: the value every ops write replaced');
config.command('history <key>').action((key: string) => print(historyOf(kv(), key)));
config
  .command('show <key> <when>')
  .action((key: string, at: string) => print([JSON.stringify(readHistory(kv(), key, at), null, 2)]));
changeCommand(config, 'restore <key> <when>', 'put back the value a write replaced at <when>', false).action(
  (key: string, at: string, f: Flags) =>
    print(f.dryRun ? [`would restore ${key} from ${at}`] : restoreHistory(kv(), key, at, change(f))),
);

const stock = program.command('stock').description("a dealer's stock from a feed file (docs/STOCK-FEEDS.md)");
stock
  .command('import <site> <file>')
  .description('upsert the cars of a CSV or JSON feed by stock number or VIN; exits 1 when any row is refused')
  .option('--full', 'the feed is the whole stock: cars missing from it are marked sold')
  .option('--mapping <file>', "the site's column mapping (JSON, docs/STOCK-FEEDS.md)")
  .option('--dry-run', 'print what would change; write nothing')
  .action(async (site: string, file: string, f: StockFlags) => {
    const { lines, refused } = await stockImportCommand(kv(), site, file, { ...f, env: program.opts().env });
    print(lines);
    if (refused > 0) process.exitCode = 1;
  });

try {
  // `npm run ops -- x` and `pnpm ops -- x` may pass the separator through.
  await program.parseAsync(
    process.argv.slice(2).filter((a) => a !== '--'),
    { from: 'user' },
  );
  store?.flush();
} catch (error) {
  if (error instanceof OpsError) {
    console.error(`error: ${error.message}`);
    process.exit(2);
  }
  const code = (error as { exitCode?: number }).exitCode;
  if (code !== undefined) process.exit(code === 0 ? 0 : 2);
  throw error;
}
