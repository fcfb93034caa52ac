/**
 * What only a build shows about the remote list: each built slot Worker carries the name the edge binds
 * (contracts slotWorkerName). The lists themselves (REMOTE_NAMES against the folders, definitions,
 * components, edge bindings and CI matrix, both ways) are checked without a build in
 * infra/remotes/remote-lists.test.ts; page-plan component names by the typecheck (REMOTE_COMPONENTS).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slotWorkerName } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { REMOTES, releaseDir } from '../support/artifacts.js';

describe('remote lists (built)', () => {
  it('the build names each slot Worker as the edge binds it', () => {
    expect(REMOTES.length).toBeGreaterThan(0);
    for (const remote of REMOTES) {
      const config = JSON.parse(readFileSync(join(releaseDir(remote.name, 'a'), 'wrangler.jsonc'), 'utf8'));
      expect(config.name).toBe(slotWorkerName(remote.name, 'a'));
    }
  });
});
