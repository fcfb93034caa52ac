/**
 * Browser-only stand-in for zod, for client builds (a Vite `resolve.alias` of `zod` to this file in
 * the shell and in each remote's client build). Clients import pure rules from @forecourt/contracts,
 * whose modules also declare zod schemas at module level; the browser never parses (the server does:
 * toProps, the APIs), so building a schema returns this inert proxy and zod (~20 KB gzip) stays out
 * of the page. Parsing with it throws, so client code that reaches a parse by mistake fails loudly
 * instead of "succeeding" with a placeholder. Never alias zod on the server.
 */
const PARSERS = new Set<PropertyKey>(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);
const serverOnly = () => {
  throw new Error('zod is server-only: this client build has the inert stub (contracts/src/browser/zod-stub.ts)');
};
const inert: unknown = new Proxy(() => inert, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : PARSERS.has(key) ? serverOnly : inert),
  apply: () => inert,
});
export const z = inert;
export default inert;
