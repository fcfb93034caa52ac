import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repo root and the folder where tests keep their builds (never the developer's .releases). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = join(ROOT, 'tests/.artifacts');

export const CONTENT_VERSION_CURRENT: string = JSON.parse(
  execFileSync('node', ['-p', 'JSON.stringify(require("./remotes/content/package.json").version)'], {
    cwd: ROOT,
    encoding: 'utf8',
  }),
);
/** A second, older release of the content remote, built from the same source with another version. */
export const CONTENT_VERSION_PREVIOUS = '1.0.0';

const bin = (pkg: string, tool: string) => join(ROOT, pkg, 'node_modules/.bin', tool);

/**
 * Builds what integration tests run: the shell client (embedded in the edge), the edge bundle, and
 * the content remote twice — the current version (slot a) and CONTENT_VERSION_PREVIOUS (slot b) —
 * so a test can route two dealers to two live versions.
 */
export function buildArtifacts(): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  execFileSync('pnpm', ['--filter', '@forecourt/shell', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const remote = (slot: string, version: string) =>
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'infra/build/build-remote.mjs'),
        'content',
        '--slot',
        slot,
        '--version',
        version,
        '--out',
        join(ARTIFACTS, `content-${slot}`),
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
  remote('b', CONTENT_VERSION_PREVIOUS);
  remote('a', CONTENT_VERSION_CURRENT);
  execFileSync(
    bin('edge', 'wrangler'),
    ['deploy', '--dry-run', '--outdir', join(ARTIFACTS, 'edge'), '-c', join(ROOT, 'edge/wrangler.jsonc')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (!existsSync(join(ARTIFACTS, 'edge/index.js'))) throw new Error('edge bundle missing');
}
