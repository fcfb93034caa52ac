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
};

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
export function bundleProblems(report: BundleReport, edgeContract: string): string[] {
  const problems: string[] = [];
  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
  if (report.gzipBytes > LIMITS.gzipBytes) {
    problems.push(`gzip ${mb(report.gzipBytes)} is over the ${mb(LIMITS.gzipBytes)} Worker size limit`);
  }
  if (report.rawBytes > LIMITS.rawBytes)
    problems.push(`${mb(report.rawBytes)} uncompressed is over ${mb(LIMITS.rawBytes)}`);
  if (report.startupMs !== null && report.startupMs > LIMITS.startupMs) {
    problems.push(`startup ${report.startupMs} ms is over the ${LIMITS.startupMs} ms budget`);
  }
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
  return `${r.worker}: ${kib(r.rawBytes)} raw, ${kib(r.gzipBytes)} gzip, ${startup}, contract ${r.contract ?? '?'}`;
}
