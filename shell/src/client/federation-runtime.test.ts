import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_CORE } from './federation-runtime.js';

describe('the runtime-core exports the shell gives remotes', () => {
  it('are exactly the list remote builds are checked against', () => {
    const listed = JSON.parse(readFileSync(new URL('../../federation-runtime-exports.json', import.meta.url), 'utf8'));
    expect(Object.keys(FEDERATION_RUNTIME_CORE).sort()).toEqual([...listed].sort());
    for (const value of Object.values(FEDERATION_RUNTIME_CORE)) expect(value).toBeDefined();
  });
});
