/**
 * Every repository path the README and docs/ARCHITECTURE-NOTES.md name in backticks exists, so the
 * docs cannot silently drift from the tree (issue 31 part 5).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = ['README.md', 'docs/ARCHITECTURE-NOTES.md'];
/** Top-level folders whose paths the docs name. */
const ROOTS = ['edge', 'infra', 'tests', 'remotes', 'contracts', 'shell', 'docs', '.github'];
/** Build output: named in the docs, absent until a build. */
const GENERATED = [/(^|\/)dist\//, /\.gen\.ts$/, /^infra\/\.generated\//, /^tests\/\.artifacts\//];

/** The backticked repository paths of a markdown text (a `path:line` or `path (note)` is cut to the path). */
function docPaths(text: string): string[] {
  const out = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of (code ?? '').split(/\s+/)) {
      const path = word.replace(/[),.;:]+$/, '').replace(/:\d+(-\d+)?$/, '');
      const top = path.split('/')[0] ?? '';
      if (path.includes('/') && ROOTS.includes(top) && !/[{}$|]/.test(path)) out.add(path);
    }
  }
  return [...out];
}

/**
 * Whether a path exists; `<name>`, `*` and `NNNN` (a migration number) match any run of characters
 * within one segment.
 */
function pathExists(path: string, root = ROOT): boolean {
  const parts = path.replace(/\/$/, '').split('/');
  const walk = (dir: string, i: number): boolean => {
    if (i === parts.length) return true;
    const part = parts[i] ?? '';
    if (!/[<*]|NNNN/.test(part)) return existsSync(join(dir, part)) && walk(join(dir, part), i + 1);
    const pattern = new RegExp(
      `^${part
        .split(/(<[^>]+>|\*|NNNN)/)
        .map((p) => (p.startsWith('<') || p === '*' || p === 'NNNN' ? '.+' : p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    );
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return false;
    }
    return entries.some((e) => e !== 'node_modules' && pattern.test(e) && walk(join(dir, e), i + 1));
  };
  return walk(root, 0);
}

describe('paths named in the docs', () => {
  it('extracts backticked repository paths and skips the rest', () => {
    expect(
      docPaths('see `edge/src/index.ts:12`, `remotes/<name>/` and `npm test`, `pnpm ops routing`, `infra/build/`.'),
    ).toEqual(['edge/src/index.ts', 'remotes/<name>/', 'infra/build/']);
  });

  it('matches <name> and * against real entries', () => {
    expect(pathExists('remotes/<name>/src/remote.ts')).toBe(true);
    expect(pathExists('edge/src/*/routes.ts')).toBe(true);
    expect(pathExists('edge/src/no-such-folder/')).toBe(false);
  });

  it.each(DOCS)('every path %s names exists', (doc) => {
    const paths = docPaths(readFileSync(join(ROOT, doc), 'utf8'));
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths.filter((p) => !GENERATED.some((g) => g.test(p)) && !pathExists(p));
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });
});
