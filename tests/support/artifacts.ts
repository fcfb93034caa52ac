import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RemoteName, RemoteNameSchema } from '@forecourt/contracts';
import { slotConfig } from '../../infra/build/slot-config.mjs';
import { remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';

/** Repo root and the folder where tests keep their builds (never the developer's .releases). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = join(ROOT, 'tests/.artifacts');

/**
 * Remotes committed to git (their definition src/remote.ts is tracked), plus any named in
 * FORECOURT_REMOTES (comma-separated) — so a remote someone is still building in a shared working
 * tree does not break everyone's test runs; its author opts in with FORECOURT_REMOTES=<name> until it
 * is committed. A fresh clone has every remote committed, so CI runs them all.
 */
function committedRemotes(): Set<string> {
  try {
    const out = execFileSync('git', ['ls-files', 'remotes/*/src/remote.ts'], { cwd: ROOT, encoding: 'utf8' });
    return new Set(
      out
        .split('\n')
        .filter(Boolean)
        .map((p) => p.split('/')[1]!),
    );
  } catch {
    return new Set(remoteNamesIn(ROOT));
  }
}
const optedIn = (process.env.FORECOURT_REMOTES ?? '').split(',').filter(Boolean);
const included = new Set([...committedRemotes(), ...optedIn]);

/** The remotes tests build and run (see above), with their package versions. */
export const REMOTES: { name: RemoteName; version: string }[] = remoteNamesIn(ROOT)
  .filter((name): name is RemoteName => included.has(name) && RemoteNameSchema.safeParse(name).success)
  .map((name) => ({
    name,
    version: JSON.parse(readFileSync(join(ROOT, 'remotes', name, 'package.json'), 'utf8')).version as string,
  }));

export const CONTENT_VERSION_CURRENT: string = REMOTES.find((r) => r.name === 'content')!.version;
/** A second, older release of the content remote, built from the same source with another version. */
export const CONTENT_VERSION_PREVIOUS = '1.0.0';

/** Where a remote's test release of a slot is built. */
export const releaseDir = (remote: string, slot: 'a' | 'b') => join(ARTIFACTS, `${remote}-${slot}`);

const bin = (pkg: string, tool: string) => join(ROOT, pkg, 'node_modules/.bin', tool);

/** Runs a build tool to its end (its output on this process's stderr); rejects when it fails. */
function run(cmd: string, args: string[], stdout: 'inherit' | 'ignore'): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', stdout, 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * Builds what integration tests run: the shell client (embedded in the edge), the edge bundle,
 * every remote's current version into slot a, and the content remote once more as
 * CONTENT_VERSION_PREVIOUS in slot b, so a test can route two dealers to two live versions.
 */
export async function buildArtifacts(): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // `npm test` has just built the shell and every remote's current version (`pnpm build`) from this tree.
  const fresh = process.env.FORECOURT_RELEASES_FRESH === '1';
  if (!fresh) execFileSync('pnpm', ['--filter', '@forecourt/shell', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const build = (remote: string, slot: 'a' | 'b', version: string) =>
    run(
      process.execPath,
      [
        join(ROOT, 'infra/build/build-remote.mjs'),
        remote,
        ...['--slot', slot, '--version', version, '--out', releaseDir(remote, slot)],
      ],
      'inherit',
    );
  // wrangler adds to an outdir: start both bundles clean, so no module of an earlier build rides along.
  for (const dir of ['edge', 'stripe', 'local-images']) rmSync(join(ARTIFACTS, dir), { recursive: true, force: true });
  const wrangler = (outdir: string, config: string) =>
    run(
      bin('edge', 'wrangler'),
      ['deploy', '--dry-run', '--outdir', join(ARTIFACTS, outdir), '-c', join(ROOT, config)],
      'ignore',
    );
  // The remotes one after another (a remote's builds share its dist/), beside the two Worker bundles,
  // which need nothing of them: mostly one busy core each, so at once they take about the longest's time.
  await Promise.all([
    (async () => {
      await build('content', 'b', CONTENT_VERSION_PREVIOUS);
      for (const r of REMOTES) if (!(fresh && copyRelease(r.name, r.version))) await build(r.name, 'a', r.version);
    })(),
    wrangler('edge', 'edge/wrangler.jsonc').then(() => {
      if (!existsSync(join(ARTIFACTS, 'edge/index.js'))) throw new Error('edge bundle missing');
    }),
    // The Stripe Worker the edge binds (STRIPE), and the local image Worker (Cloudflare Images' local
    // stand-in; startPlatform({ images: true })).
    wrangler('stripe', 'edge/stripe.wrangler.jsonc'),
    wrangler('local-images', 'edge/local-images.wrangler.jsonc'),
  ]);
}

/**
 * Slot a of a remote's version from the release `pnpm build` just wrote into .releases (whichever slot it
 * chose): a slot's bundle is the same in either slot (its URLs carry the version, not the slot), only its
 * wrangler config and release.json name the slot. False when .releases has no build of that version.
 */
function copyRelease(remote: string, version: string): boolean {
  const base = join(ROOT, '.releases', remote);
  // The newest build of that version (a developer's other slot may hold an older build of it).
  const [slot] = (['a', 'b'] as const)
    .map((s) => {
      const manifest = join(base, `slot-${s}`, 'release.json');
      const release = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : null;
      return { s, builtAt: release?.version === version ? String(release.builtAt) : '' };
    })
    .filter((r) => r.builtAt)
    .sort((x, y) => y.builtAt.localeCompare(x.builtAt))
    .map((r) => r.s);
  if (!slot) return false;
  const out = releaseDir(remote, 'a');
  rmSync(out, { recursive: true, force: true });
  // Not a running `wrangler dev`'s .wrangler folder beside the bundle.
  cpSync(join(base, `slot-${slot}`), out, { recursive: true, filter: (src) => !src.includes('/.wrangler') });
  writeFileSync(join(out, 'wrangler.jsonc'), `${JSON.stringify(slotConfig(remote, 'a'), null, 2)}\n`);
  const release = { remote, version, slot: 'a', builtAt: new Date().toISOString() };
  writeFileSync(join(out, 'release.json'), `${JSON.stringify(release)}\n`);
  console.log(`[artifacts] ${remote}@${version} from .releases/${remote}/slot-${slot} (built by this run)`);
  return readdirSync(out).includes('worker.gen.js');
}

let ensured: Promise<void> | undefined;
/**
 * What a benchmark (or anything starting a platform outside the test run) needs: builds the artifacts
 * when they are missing, or always with FORECOURT_BUILD=1, once per process. The test run builds them
 * in its global setup, so there this finds them and does nothing.
 */
export function ensureArtifacts(): Promise<void> {
  // One build however many platforms start at once: each waits for it.
  ensured ??= ensureBuilt();
  return ensured;
}

async function ensureBuilt(): Promise<void> {
  const needed = [
    join(ARTIFACTS, 'edge/index.js'),
    join(ARTIFACTS, 'local-images/worker.js'),
    join(ARTIFACTS, 'stripe/stripe-worker.js'),
    ...REMOTES.map((r) => releaseDir(r.name, 'a')),
    releaseDir('content', 'b'),
  ];
  const missing = needed.filter((path) => !existsSync(path));
  // A bench outside the suite (whose global setup has just built them) rebuilds builds older than the source.
  const stale = missing.length === 0 && !process.env.VITEST && newestSource() > statSync(needed[0]!).mtimeMs;
  if (process.env.FORECOURT_BUILD !== '1' && missing.length === 0 && !stale) return;
  console.error(
    missing.length > 0
      ? `[bench] building tests/.artifacts first (missing: ${missing.map((m) => m.slice(ARTIFACTS.length + 1)).join(', ')})`
      : stale
        ? '[bench] tests/.artifacts is older than the source: building it first'
        : '[bench] FORECOURT_BUILD=1: building tests/.artifacts first',
  );
  await buildArtifacts();
}

/** The newest modification time (ms) of the source the artifacts are built from. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of ['edge/src', 'shell/src', 'contracts/src', 'remotes']) walk(join(ROOT, dir));
  return newest;
}
