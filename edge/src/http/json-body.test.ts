import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { nestingOver, readJsonBody } from './json-body.js';

const LIMITS = { maxBytes: 1024, maxDepth: 4 };
const post = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('https://x.example/api', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.code}` : String(e)),
  );

describe('readJsonBody', () => {
  it('reads a JSON body within the limits (media type parameters allowed)', async () => {
    expect(await readJsonBody(post('{"a":[1,{"b":2}]}', 'application/json; charset=utf-8'), LIMITS)).toEqual({
      a: [1, { b: 2 }],
    });
  });

  it('refuses other media types, a declared or streamed size over the cap, empty, malformed and deep bodies', async () => {
    expect(await codeOf(readJsonBody(post('{}', 'text/plain'), LIMITS))).toBe('415 bad_content_type');
    expect(await codeOf(readJsonBody(post('{}', 'application/x-www-form-urlencoded'), LIMITS))).toBe(
      '415 bad_content_type',
    );
    expect(await codeOf(readJsonBody(post('{}', 'application/json', { 'content-length': '5000' }), LIMITS))).toBe(
      '413 payload_too_large',
    );
    // No Content-Length (a stream): cut off at the cap while reading.
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(' '.repeat(400)));
      },
    });
    const streamed = new Request('https://x.example/api', {
      method: 'POST',
      body: chunks,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await codeOf(readJsonBody(streamed, LIMITS))).toBe('413 payload_too_large');
    expect(await codeOf(readJsonBody(post('  '), LIMITS))).toBe('400 missing_payload');
    expect(await codeOf(readJsonBody(post('{"a":'), LIMITS))).toBe('400 malformed_payload');
    expect(await codeOf(readJsonBody(post('[[[[[1]]]]]'), LIMITS))).toBe('400 payload_too_deep');
  });

  it('measures nesting without recursion (a 100,000-level value)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(nestingOver(deep, 8)).toBe(true);
    expect(nestingOver({ a: { b: [1, 2, { c: null }] } }, 4)).toBe(false);
    expect(nestingOver({ a: { b: [1, 2, { c: {} }] } }, 4)).toBe(true);
  });
});
