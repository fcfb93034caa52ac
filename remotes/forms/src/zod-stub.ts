/**
 * Browser-only stand-in for zod (vite alias in vite.config.ts; same as the search remote). The client imports pure rules from
 * @forecourt/contracts, whose modules also declare zod schemas; the browser never parses (the server
 * does, in toProps), so every schema call returns this inert proxy and zod stays out of the bundle.
 */
const inert: unknown = new Proxy(() => inert, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
});
export const z = inert;
export default inert;
