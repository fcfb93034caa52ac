import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../ops/kv.js';
import { EDGE_TARGET, everyWorker, STRIPE_TARGET } from './workers.js';

const tree = JSON.parse(readFileSync(join(ROOT, 'remotes/content/package.json'), 'utf8')).version as string;

describe('everyWorker (what release:check dry-runs)', () => {
  it("the edge, the Stripe Worker, and per remote the slot holding the working tree's version; an empty slot (no release.json) never", () => {
    const dir = mkdtempSync(join(tmpdir(), 'releases-'));
    const slot = (remote: string, s: string, version?: string) => {
      mkdirSync(join(dir, remote, `slot-${s}`), { recursive: true });
      writeFileSync(join(dir, remote, `slot-${s}`, 'wrangler.jsonc'), '{}');
      if (version) writeFileSync(join(dir, remote, `slot-${s}`, 'release.json'), JSON.stringify({ version }));
    };
    slot('content', 'a', '0.0.1');
    slot('content', 'b', tree);
    slot('forms', 'a');
    slot('forms', 'b');
    expect(everyWorker(dir)).toEqual([
      EDGE_TARGET,
      STRIPE_TARGET,
      { worker: 'forecourt-content-b', config: join(dir, 'content/slot-b/wrangler.jsonc') },
    ]);
  });
});
