import * as z from 'zod';

/**
 * The edge ⇄ remote RPC contract. A remote Worker exposes `render(FragmentRequest)` through a
 * service binding and answers a FragmentResponse. The major of FRAGMENT_CONTRACT_VERSION changes
 * on any breaking change; the edge refuses (and falls back for) a response of another major.
 * 1.1.0: a response is HTML and hydration props only — the page's status and head are the edge's page
 * plan's (a 1.1 edge reads 1.0 responses, whose status and head it ignores; deploy the edge first).
 */
const FRAGMENT_CONTRACT_MARK = 'forecourt-fragment-contract@1.1.0';
/**
 * Read from the mark above: a minified bundle (the edge's) renames every variable but keeps string
 * literals, and the release checks find the contract a bundle was built with by that literal
 * (infra/ops/contract-gate.ts contractVersionIn).
 */
export const FRAGMENT_CONTRACT_VERSION = FRAGMENT_CONTRACT_MARK.slice(FRAGMENT_CONTRACT_MARK.indexOf('@') + 1);
export const FRAGMENT_CONTRACT_MAJOR = Number(FRAGMENT_CONTRACT_VERSION.split('.')[0]);

/** The remotes DESIGN.md names. */
export const REMOTE_NAMES = ['search', 'car-detail', 'forms', 'checkout', 'garage', 'content'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

export const SemverSchema = z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a semver version');

export const FragmentRequestSchema = z.object({
  /** Contract version the caller speaks. */
  contract: SemverSchema,
  /** Which of the remote's exposed components to render, e.g. 'HomePage'. */
  component: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  /** The fragment's id in the page (the element the client hydrates). */
  fragmentId: z.string().regex(/^[a-z0-9-]+$/),
  tenant: z.object({ slug: z.string(), host: z.string() }),
  locale: z.enum(['en-AU', 'en-NZ', 'en-US']),
  route: z.object({
    path: z.string(),
    params: z.record(z.string(), z.string()),
    query: z.record(z.string(), z.string()),
  }),
  /** Data the edge loaded for this fragment plus the site config (already parsed by the edge). */
  props: z.record(z.string(), z.unknown()),
  /** Epoch ms of the request, so rules that need "now" get it from the caller (and tests can pin it). */
  now: z.number().int(),
});
export type FragmentRequest = z.infer<typeof FragmentRequestSchema>;

export const HeadTagSchema = z.discriminatedUnion('tag', [
  z.object({ tag: z.literal('title'), text: z.string() }),
  z.object({ tag: z.literal('meta'), attrs: z.record(z.string(), z.string()) }),
  z.object({ tag: z.literal('link'), attrs: z.record(z.string(), z.string()) }),
  z.object({ tag: z.literal('script:ld+json'), json: z.unknown() }),
]);
export type HeadTag = z.infer<typeof HeadTagSchema>;

/**
 * html may be a string or a stream (RPC passes ReadableStreams through service bindings). No status and
 * no head: those have one owner, the edge's page plan, which writes the head before any remote answers.
 */
export const FragmentResponseSchema = z.object({
  contract: SemverSchema,
  remote: RemoteNameSchema,
  version: SemverSchema,
  html: z.union([z.string(), z.instanceof(ReadableStream)]),
  /** Props the client hydrates the component with (must produce the same markup). */
  props: z.record(z.string(), z.unknown()),
});
export type FragmentResponse = z.infer<typeof FragmentResponseSchema>;

/**
 * A remote as the browser needs it: the URL folder of this version's client build, where each page
 * component is the ES module `<base><Component>.js` (its React/jotai imports resolved by the page's
 * import map to the shell's vendor module).
 */
export const RemoteManifestEntrySchema = z.object({
  name: RemoteNameSchema,
  version: SemverSchema,
  base: z.string(),
});
export type RemoteManifestEntry = z.infer<typeof RemoteManifestEntrySchema>;

const ManifestFragmentBase = z.object({ id: z.string(), remote: RemoteNameSchema, component: z.string() });

/**
 * Embedded in every page for the shell client: which remote versions rendered the page, and per fragment
 * how the browser takes over. 'hydrate': the server HTML came from the remote, hydrate it with the
 * remote's props. 'render': the remote answered but its HTML stream was cut at the budget; render its
 * props client-side. 'retry': the remote failed (threw, timed out, broke the contract, or no slot runs
 * the routed version): the page carries NO props — never the edge's input (site config, raw car) — and
 * the browser asks the edge for the fragment again (GET /_fragment/{id}), same remote version.
 */
export const PageManifestSchema = z.object({
  remotes: z.array(RemoteManifestEntrySchema),
  fragments: z.array(
    z.discriminatedUnion('mode', [
      ManifestFragmentBase.extend({ mode: z.literal('hydrate'), props: z.record(z.string(), z.unknown()) }),
      ManifestFragmentBase.extend({ mode: z.literal('render'), props: z.record(z.string(), z.unknown()) }),
      ManifestFragmentBase.extend({ mode: z.literal('retry'), version: SemverSchema.nullable() }).strict(),
    ]),
  ),
});
export type PageManifest = z.infer<typeof PageManifestSchema>;

/** True when a response's contract major matches ours. */
export function isCompatibleContract(version: string): boolean {
  const major = Number(version.split('.')[0]);
  return Number.isInteger(major) && major === FRAGMENT_CONTRACT_MAJOR;
}
