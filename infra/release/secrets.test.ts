import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../ops/kv.js';
import { EDGE_SECRETS, secretPutCommands } from './secrets.js';

const envTs = readFileSync(join(ROOT, 'edge/src/env.ts'), 'utf8');

describe('edge secrets', () => {
  it('every secret the edge declares is listed (names ending in _KEY or _SECRET except public ones)', () => {
    const declared = [...envTs.matchAll(/^\s+([A-Z][A-Z0-9_]*(?:_KEY|_SECRET))\?:/gm)].map((m) => m[1]);
    const listed: readonly string[] = EDGE_SECRETS.map((s) => s.name);
    const publicOnes = ['TURNSTILE_SITE_KEY'];
    // Local and demo only (serve.sh sets it): never provisioned, so it is not in the release's list.
    const localOnly = ['SANDBOX_WEBHOOK_SECRET'];
    expect(declared).toEqual(expect.arrayContaining(['TURNSTILE_SECRET_KEY', 'MEILISEARCH_ADMIN_KEY', ...publicOnes]));
    expect(declared.filter((n) => ![...publicOnes, ...localOnly].includes(n!) && !listed.includes(n!))).toEqual([]);
  });

  it('a secret said to be read by a file is read there', () => {
    for (const s of EDGE_SECRETS) {
      if (s.readBy) expect(readFileSync(join(ROOT, s.readBy), 'utf8'), s.name).toContain(s.name);
    }
  });

  it('prints one wrangler secret put per secret for the environment', () => {
    const cmds = secretPutCommands('staging');
    expect(cmds).toHaveLength(EDGE_SECRETS.length);
    expect(cmds[0]).toMatch(/wrangler secret put TURNSTILE_SECRET_KEY -c wrangler\.staging\.gen\.json --env staging/);
  });
});
