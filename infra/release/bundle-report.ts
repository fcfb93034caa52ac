import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contractVersionIn, edgeAccepts } from '../ops/contract-gate.js';
import { LIMITS } from './limits.js';

export type BundleReport = {
  worker: string;
  /** Uploaded modules: every file wrangler wrote except source maps and its README. */
  modules: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Local startup CPU (`wrangler check startup` "Active"), null when not measured. */
  startupMs: number | null;
  /** Fragment contract compiled into the bundle. */
  contract: string | null;
  /** Its own gzip budget, stricter than the platform's (the deployed edge: LIMITS.edgeGzipBytes). */
  budgetGzipBytes?: number;
  /** The largest inputs by minified bytes in the bundle (esbuild's metafile), grouped by package. */
  largest?: { input: string; bytes: number }[];
};

type Metafile = { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };

/** An input's group: its npm package (`stripe`, `@scope/x`), else its first two path parts (`src/search`). */
export function inputGroup(path: string): string {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg?.[1]) return pkg[1];
  const parts = path.split('/').filter((p) => p !== '..' && p !== '.');
  return parts.slice(0, 2).join('/');
}

/** The `top` largest input groups of a wrangler --metafile, by bytes in the output modules. */
export function largestInputs(meta: Metafile, top = 8): { input: string; bytes: number }[] {
  const sums = new Map<string, number>();
  for (const output of Object.values(meta.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const group = inputGroup(path);
      sums.set(group, (sums.get(group) ?? 0) + bytesInOutput);
    }
  }
  return [...sums]
    .map(([input, bytes]) => ({ input, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.input.localeCompare(b.input))
    .slice(0, top);
}

const uploaded = (file: string) => !file.endsWith('.map') && file !== 'README.md';

/** Sizes of what `wrangler deploy --dry-run --outdir` wrote: raw and gzip (as the size limit counts). */
export function measureBundle(outDir: string): Pick<BundleReport, 'modules' | 'rawBytes' | 'gzipBytes' | 'contract'> {
  const modules = readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((f) => uploaded(f) && statSync(join(outDir, f)).isFile())
    .sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  let contract: string | null = null;
  for (const file of modules) {
    const bytes = readFileSync(join(outDir, file));
    rawBytes += bytes.byteLength;
    gzipBytes += gzipSync(bytes).byteLength;
    contract ??= /\.m?js$/.test(file) ? contractVersionIn(bytes.toString('utf8')) : null;
  }
  return { modules, rawBytes, gzipBytes, contract };
}

/** "Active: 45.3 ms (including …)" from `wrangler check startup`. */
export function parseStartupMs(output: string): number | null {
  const m = /Active:\s*([\d.]+)\s*ms/.exec(output);
  return m ? Number(m[1]) : null;
}

/** What keeps a bundle from release: size limits, startup, and a contract the edge cannot read. */
export function bundleProblems(report: BundleReport, edgeContract: string, o: { fragments?: boolean } = {}): string[] {
  const problems: string[] = [];
  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
  if (report.gzipBytes > LIMITS.gzipBytes) {
    problems.push(`gzip ${mb(report.gzipBytes)} is over the ${mb(LIMITS.gzipBytes)} Worker size limit`);
  }
  if (report.budgetGzipBytes !== undefined && report.gzipBytes > report.budgetGzipBytes) {
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    problems.push(`gzip ${kib(report.gzipBytes)} is over its ${kib(report.budgetGzipBytes)} budget (limits.ts)`);
  }
  if (report.rawBytes > LIMITS.rawBytes)
    problems.push(`${mb(report.rawBytes)} uncompressed is over ${mb(LIMITS.rawBytes)}`);
  if (report.startupMs !== null && report.startupMs > LIMITS.startupMs) {
    problems.push(`startup ${report.startupMs} ms is over the ${LIMITS.startupMs} ms budget`);
  }
  // A Worker that renders no fragment (the Stripe Worker) carries no contract mark.
  if (o.fragments === false) return problems;
  if (!report.contract) problems.push('no FRAGMENT_CONTRACT_VERSION in the bundle');
  else if (!edgeAccepts(edgeContract, report.contract)) {
    problems.push(
      `contract ${report.contract}: the edge (contract ${edgeContract}) accepts major ${edgeContract.split('.')[0]} only`,
    );
  }
  return problems;
}

export function formatReport(r: BundleReport): string {
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const startup = r.startupMs === null ? 'startup not measured' : `startup ${r.startupMs} ms (local workerd)`;
  const budget = r.budgetGzipBytes === undefined ? '' : ` (budget ${kib(r.budgetGzipBytes)})`;
  // A Worker that renders no fragment (the Stripe Worker) has no contract mark.
  const contract = r.contract ? `, contract ${r.contract}` : ', no fragment contract';
  const line = `${r.worker}: ${kib(r.rawBytes)} raw, ${kib(r.gzipBytes)} gzip${budget}, ${startup}${contract}`;
  if (!r.largest?.length) return line;
  return `${line}\n    largest inputs (minified KiB): ${r.largest.map((l) => `${l.input} ${(l.bytes / 1024).toFixed(1)}`).join(', ')}`;
}
