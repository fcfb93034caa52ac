/**
 * Browser-only stand-in for zod, for client builds (a Vite `resolve.alias` of `zod` to this file in
 * the shell and in each remote's client build). Clients import pure rules from @forecourt/contracts,
 * whose modules also declare zod schemas at module level; the browser never parses (the server does:
 * toProps, the APIs), so building a schema returns this inert proxy (`inertZod`) and zod (~20 KB gzip) stays out
 * of the page. Parsing with it throws, so client code that reaches a parse by mistake fails loudly
 * instead of "succeeding" with a placeholder. Never alias zod on the server.
 */
const PARSERS = new Set<PropertyKey>(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);
const serverOnly = () => {
  throw new Error('zod is server-only: this client build has the inertZod stub (contracts/src/browser/zod-stub.ts)');
};
const inertZod: unknown = new Proxy(() => inertZod, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : PARSERS.has(key) ? serverOnly : inertZod),
  apply: () => inertZod,
});
export const z = inertZod;
export default inertZod;

/**
 * Sources import zod as a namespace (`import * as z from 'zod'`) so a server bundle keeps only the
 * zod it uses (the `{ z }` object drags in every locale: ~65 KB gzip of the edge, issue 36). A
 * namespace import of this stub reads its named exports: one per zod function the sources call
 * (zod-stub.test.ts checks the list against them).
 */
export {
  inertZod as array,
  inertZod as boolean,
  inertZod as coerce,
  inertZod as discriminatedUnion,
  inertZod as email,
  inertZod as enum,
  inertZod as input,
  inertZod as instanceof,
  inertZod as iso,
  inertZod as lazy,
  inertZod as literal,
  inertZod as looseObject,
  inertZod as null,
  inertZod as number,
  inertZod as object,
  inertZod as partialRecord,
  inertZod as preprocess,
  inertZod as record,
  inertZod as strictObject,
  inertZod as string,
  inertZod as tuple,
  inertZod as union,
  inertZod as unknown,
  inertZod as ZodError,
  inertZod as ZodType,
};
