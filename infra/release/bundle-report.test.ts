import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type BundleReport,
  bundleProblems,
  formatReport,
  inputGroup,
  largestInputs,
  measureBundle,
  parseStartupMs,
} from './bundle-report.js';
import { LIMITS } from './limits.js';

const ok: BundleReport = {
  worker: 'w',
  modules: ['w.js'],
  rawBytes: 1e6,
  gzipBytes: 3e5,
  startupMs: 40,
  contract: '1.1.0',
};

describe('measureBundle', () => {
  it('sums raw and gzip bytes of the uploaded modules (no source maps, no README) and reads the contract', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    const code = `var FRAGMENT_CONTRACT_VERSION = "1.1.0";\n${'export const x = 1;\n'.repeat(500)}`;
    writeFileSync(join(dir, 'index.js'), code);
    writeFileSync(join(dir, 'index.js.map'), 'x'.repeat(100_000));
    writeFileSync(join(dir, 'README.md'), 'wrangler notes');
    const m = measureBundle(dir);
    expect(m.modules).toEqual(['index.js']);
    expect(m.rawBytes).toBe(Buffer.byteLength(code));
    expect(m.gzipBytes).toBe(gzipSync(code).byteLength);
    expect(m.contract).toBe('1.1.0');
  });
});

describe('parseStartupMs', () => {
  it('reads the Active time of `wrangler check startup`', () => {
    const out =
      '│ Local startup profile:\n│   Profile window: 87.1 ms\n│   Active: 45.3 ms (including 8.1 ms garbage collection)\n';
    expect(parseStartupMs(out)).toBe(45.3);
    expect(parseStartupMs('no profile')).toBeNull();
  });
});

describe('bundleProblems', () => {
  it('passes a bundle within every limit whose contract the edge accepts', () => {
    expect(bundleProblems(ok, '1.0.0')).toEqual([]);
  });

  it('refuses gzip over the limit, slow startup, a missing or foreign contract', () => {
    expect(bundleProblems({ ...ok, gzipBytes: LIMITS.gzipBytes + 1 }, '1.1.0')[0]).toMatch(
      /over the 3\.00 MB Worker size limit/,
    );
    expect(bundleProblems({ ...ok, startupMs: LIMITS.startupMs + 1 }, '1.1.0')[0]).toMatch(/startup .* over/);
    expect(bundleProblems({ ...ok, contract: null }, '1.1.0')).toEqual(['no FRAGMENT_CONTRACT_VERSION in the bundle']);
    expect(bundleProblems({ ...ok, contract: '2.0.0' }, '1.1.0')[0]).toMatch(/accepts major 1 only/);
  });

  it('a Worker that renders no fragment (the Stripe Worker) needs no contract mark, and is held to the size limits', () => {
    const stripe = { ...ok, worker: 'forecourt-stripe', contract: null };
    expect(bundleProblems(stripe, '1.1.0', { fragments: false })).toEqual([]);
    expect(bundleProblems({ ...stripe, gzipBytes: LIMITS.gzipBytes + 1 }, '1.1.0', { fragments: false })).toHaveLength(
      1,
    );
    expect(formatReport(stripe)).toContain('no fragment contract');
  });

  it('an unmeasured startup is not a problem (measured where wrangler can)', () => {
    expect(bundleProblems({ ...ok, startupMs: null }, '1.1.0')).toEqual([]);
  });
});

describe('the edge budget and the largest inputs', () => {
  it('refuses a bundle over its own gzip budget and names the budget in the report', () => {
    const edge = { ...ok, gzipBytes: 301 * 1024, budgetGzipBytes: 300 * 1024 };
    expect(bundleProblems(edge, '1.1.0')).toEqual(['gzip 301.0 KiB is over its 300.0 KiB budget (limits.ts)']);
    expect(bundleProblems({ ...edge, gzipBytes: 299 * 1024 }, '1.1.0')).toEqual([]);
    expect(formatReport(edge)).toContain('gzip (budget 300.0 KiB)');
  });

  it('groups a metafile by package or source folder, largest first, and prints them', () => {
    const meta = {
      outputs: {
        'index.js': {
          inputs: {
            '../node_modules/.pnpm/stripe@23.1.0/node_modules/stripe/esm/a.js': { bytesInOutput: 3000 },
            '../node_modules/.pnpm/stripe@23.1.0/node_modules/stripe/esm/b.js': { bytesInOutput: 2000 },
            '../node_modules/.pnpm/@scope+x@1.0.0/node_modules/@scope/x/i.js': { bytesInOutput: 100 },
            'src/search/engine.ts': { bytesInOutput: 4000 },
            '../shell/dist/assets.gen.ts': { bytesInOutput: 1024 },
          },
        },
      },
    };
    expect(inputGroup('../node_modules/.pnpm/@scope+x@1.0.0/node_modules/@scope/x/i.js')).toBe('@scope/x');
    const largest = largestInputs(meta, 3);
    expect(largest).toEqual([
      { input: 'stripe', bytes: 5000 },
      { input: 'src/search', bytes: 4000 },
      { input: 'shell/dist', bytes: 1024 },
    ]);
    expect(formatReport({ ...ok, largest })).toContain(
      'largest inputs (minified KiB): stripe 4.9, src/search 3.9, shell/dist 1.0',
    );
  });
});
