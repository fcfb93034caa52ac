/** Every remote and every top-level folder has an owning team in .github/CODEOWNERS (issue 33 part 4). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const rules = readFileSync(join(ROOT, '.github/CODEOWNERS'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.trim().split(/\s+/) as [string, ...string[]]);
const owned = new Map(rules.map(([path, ...teams]) => [path, teams]));
const dirs = (dir: string) =>
  readdirSync(join(ROOT, dir)).filter(
    (d) => !d.startsWith('.') && d !== 'node_modules' && statSync(join(ROOT, dir, d)).isDirectory(),
  );

describe('CODEOWNERS', () => {
  it('names a team for every remote and every top-level folder', () => {
    for (const remote of dirs('remotes'))
      expect(owned.get(`/remotes/${remote}/`), remote).toEqual(
        expect.arrayContaining([expect.stringMatching(/^@forecourt\//)]),
      );
    for (const top of [...dirs('.'), '.github', '.ci']) expect(owned.has(`/${top}/`), top).toBe(true);
    expect(rules.every(([, ...teams]) => teams.length > 0 && teams.every((t) => /^@forecourt\/[a-z-]+$/.test(t)))).toBe(
      true,
    );
  });
});
