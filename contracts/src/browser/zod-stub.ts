/**
 * Browser-only stand-in for zod, for client builds (a Vite `resolve.alias` of `zod` to this file in
 * the shell and in each remote's client build). Clients import pure rules from @forecourt/contracts,
 * whose modules also declare zod schemas at module level; the browser never parses (the server does:
 * toProps, the APIs), so every schema call returns this inert proxy and zod (~20 KB gzip) stays out
 * of the page. Never alias zod on the server.
 */
const inert: unknown = new Proxy(() => inert, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
});
export const z = inert;
export default inert;
