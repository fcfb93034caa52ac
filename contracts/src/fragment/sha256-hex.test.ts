import fc from 'fast-check';
import { expect, it } from 'vitest';
import { sha256Hex } from './sha256-hex.js';

/** Web Crypto's SHA-256 (async), the reference the synchronous one must equal. */
const reference = async (s: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

it('matches Web Crypto: the empty string, block edges (55, 56, 64 bytes), non-ASCII and any string', async () => {
  for (const s of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(130), 'ŵellington-ütes 🚗'])
    expect(sha256Hex(s)).toBe(await reference(s));
  await fc.assert(
    fc.asyncProperty(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      async (s) => sha256Hex(s) === (await reference(s)),
    ),
  );
});
