/**
 * One release command per team:
 *   pnpm release <remote|edge> [--version X] [--slot a|b] [--env staging|production] [--dry-run]
 * The version is package.json's (a different --version is refused). A remote: read routing and
 * deployments from the target's KV (a dry run too, read-only), take the slot no dealer is routed to
 * (--slot into a routed one is refused), build into it, dry-run bundle + checks (size, startup,
 * contract major), then — unless --dry-run — `wrangler deploy --env` of forecourt-<remote>-<slot>
 * (with --env; without it the local build is the deploy, the running `npm start` reloads it), record
 * the version in KV deployments, and print the canary commands. A dry run prints the exact commands.
 * The edge: checks, then `wrangler versions upload --env` and the `versions deploy` commands.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { ENVIRONMENTS, type Environment } from './environments.js';
import { releaseEdge, releaseRemote } from './release.js';

const program = new Command('pnpm release')
  .argument('<target>', 'a remote (content, search, car-detail, forms, …) or edge')
  .option('--version <semver>', "the version to release (default and only accepted value: the package.json's)")
  .addOption(
    new Option('--slot <slot>', 'deployment slot (default: the one not serving the default)').choices(['a', 'b']),
  )
  .addOption(new Option('--env <env>', 'deployed environment (default: the local platform)').choices(ENVIRONMENTS))
  .option(
    '--dry-run',
    "build and check, read the target's KV (read-only) and print the commands: nothing uploaded or recorded",
  )
  .action(async (target: string, o: { version?: string; slot?: 'a' | 'b'; env?: Environment; dryRun?: boolean }) => {
    const outDir = mkdtempSync(join(tmpdir(), `forecourt-release-${target}-`));
    const opts = { ...o, dryRun: Boolean(o.dryRun), outDir };
    try {
      const ok = target === 'edge' ? await releaseEdge(opts) : await releaseRemote(target, opts);
      process.exitCode = ok ? 0 : 1;
    } catch (error) {
      console.error(`[release] FAILED ${(error as Error).message}`);
      process.exitCode = 1;
    }
  });

await program.parseAsync(
  process.argv.slice(2).filter((a) => a !== '--'),
  { from: 'user' },
);
