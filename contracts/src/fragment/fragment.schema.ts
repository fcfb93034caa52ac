import { z } from 'zod';

/**
 * The edge ⇄ remote RPC contract. A remote Worker exposes `render(FragmentRequest)` through a
 * service binding and answers a FragmentResponse. The major of FRAGMENT_CONTRACT_VERSION changes
 * on any breaking change; the edge refuses (and falls back for) a response of another major.
 */
export const FRAGMENT_CONTRACT_VERSION = '1.0.0';
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

/** html may be a string or a stream (RPC passes ReadableStreams through service bindings). */
export const FragmentResponseSchema = z.object({
  contract: SemverSchema,
  remote: RemoteNameSchema,
  version: SemverSchema,
  status: z.number().int().min(200).max(599),
  html: z.union([z.string(), z.instanceof(ReadableStream)]),
  /** Props the client hydrates the component with (must produce the same markup). */
  props: z.record(z.string(), z.unknown()),
  head: z.array(HeadTagSchema).default([]),
});
export type FragmentResponse = z.infer<typeof FragmentResponseSchema>;

/** A remote as the browser needs it: where the Module Federation entry of this version lives. */
export const RemoteManifestEntrySchema = z.object({
  name: RemoteNameSchema,
  version: SemverSchema,
  entry: z.string(),
});
export type RemoteManifestEntry = z.infer<typeof RemoteManifestEntrySchema>;

/** Embedded in every page for the shell client: which remote versions this page was rendered by. */
export const PageManifestSchema = z.object({
  remotes: z.array(RemoteManifestEntrySchema),
  fragments: z.array(
    z.object({
      id: z.string(),
      remote: RemoteNameSchema,
      component: z.string(),
      /** 'hydrate' when the server HTML came from the remote; 'render' after a fallback. */
      mode: z.enum(['hydrate', 'render']),
      props: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type PageManifest = z.infer<typeof PageManifestSchema>;

/** True when a response's contract major matches ours. */
export function isCompatibleContract(version: string): boolean {
  const major = Number(version.split('.')[0]);
  return Number.isInteger(major) && major === FRAGMENT_CONTRACT_MAJOR;
}
