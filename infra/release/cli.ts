/**
 * One release command per team:
 *   pnpm release <remote|edge> --version X [--slot a|b] [--env staging|production] [--dry-run]
 * A remote: build into the slot not serving the default (or --slot), dry-run bundle + checks (size,
 * startup, contract major), then — unless --dry-run — `wrangler deploy --env` of forecourt-<remote>-<slot>
 * (with --env; without it the local build is the deploy, `npm start` serves it), record the version in
 * KV deployments with the code `pnpm ops deployments register` uses, and print the canary commands.
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
  .requiredOption('--version <semver>', 'the version to release')
  .addOption(
    new Option('--slot <slot>', 'deployment slot (default: the one not serving the default)').choices(['a', 'b']),
  )
  .addOption(new Option('--env <env>', 'deployed environment (default: the local platform)').choices(ENVIRONMENTS))
  .option('--dry-run', 'build and check only, offline: nothing uploaded or recorded')
  .action(async (target: string, o: { version: string; slot?: 'a' | 'b'; env?: Environment; dryRun?: boolean }) => {
    const outDir = mkdtempSync(join(tmpdir(), `forecourt-release-${target}-`));
    const opts = { ...o, dryRun: Boolean(o.dryRun), outDir };
    const ok = target === 'edge' ? await releaseEdge(opts) : await releaseRemote(target, opts);
    process.exitCode = ok ? 0 : 1;
  });

await program.parseAsync(
  process.argv.slice(2).filter((a) => a !== '--'),
  { from: 'user' },
);
