/**
 * Client builds alias zod to contracts' inert stub (infra/build/browser-zod-alias.mjs), and sources
 * import zod as a namespace (`import * as z from 'zod'`, docs/ARCHITECTURE-NOTES.md "A lean edge
 * bundle"): a namespace import of the stub reads its named exports, so the stub must export every zod
 * function a client-bundled source calls, or that page breaks at load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as stub from '@forecourt/contracts/zod-stub';
import { expect, it } from 'vitest';
import * as zod from 'zod';
import { ROOT } from '../ops/kv.js';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(join(dir, e.name));
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [];
  });

it('the zod stub exports every zod function the client-bundled sources call', () => {
  const remotes = readdirSync(join(ROOT, 'remotes')).map((r) => join(ROOT, 'remotes', r, 'src'));
  const used = new Set<string>();
  for (const dir of [join(ROOT, 'contracts/src'), join(ROOT, 'shell/src'), ...remotes]) {
    for (const file of sources(dir)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes("from 'zod'")) continue;
      for (const m of text.matchAll(/\bz\.([A-Za-z_]+)/g)) if (m[1] && m[1] in zod) used.add(m[1]);
    }
  }
  expect(used.size).toBeGreaterThan(10);
  expect([...used].filter((name) => !(name in stub))).toEqual([]);
});
