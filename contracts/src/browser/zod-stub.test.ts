import { expect, it } from 'vitest';
import { z } from './zod-stub.js';

/** Calls `key` on a stub value (the stub answers any property with a callable). */
const call = (on: unknown, key: string, ...args: unknown[]): unknown =>
  (on as Record<string, (...a: unknown[]) => unknown>)[key]?.(...args);

it('building any schema is inert (module-level schemas cost nothing in the browser)', () => {
  const inner = call(call(z, 'string'), 'min', 1);
  const schema = call(call(z, 'object', { a: inner }), 'default', {});
  expect(typeof schema).toBe('function');
  expect(String(schema)).toBe('');
});

it('parsing throws: client code that reaches a parse fails loudly, never with a placeholder', () => {
  const schema = call(call(z, 'object', {}), 'strict');
  for (const parser of ['parse', 'safeParse', 'parseAsync', 'safeParseAsync'])
    expect(() => call(schema, parser, {})).toThrow(/zod is server-only/);
});
