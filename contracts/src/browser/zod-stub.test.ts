import { expect, it } from 'vitest';
import { z } from './zod-stub.js';

type Anything = { [k: string]: Anything } & ((...args: unknown[]) => Anything);
const stub = z as Anything;

it('building any schema is inert (module-level schemas cost nothing in the browser)', () => {
  const schema = stub.object({ a: stub.string().min(1) }).default({});
  expect(typeof schema).toBe('function');
  expect(`${String(schema)}`).toBe('');
});

it('parsing throws: client code that reaches a parse fails loudly, never with a placeholder', () => {
  const schema = stub.object({}).strict();
  for (const parser of ['parse', 'safeParse', 'parseAsync', 'safeParseAsync'])
    expect(() => schema[parser]({})).toThrow(/zod is server-only/);
});
