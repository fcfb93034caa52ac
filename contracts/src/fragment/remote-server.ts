import {
  FRAGMENT_CONTRACT_VERSION,
  type FragmentRequest,
  FragmentRequestSchema,
  type FragmentResponse,
  type HeadTag,
  isCompatibleContract,
  type RemoteName,
} from './fragment.schema.js';

/**
 * One exposed component as a remote's server sees it: `toProps` turns the edge's request into the
 * component's hydration props (parsed, minimal, JSON-safe); `render` turns props into an HTML
 * stream (the remote injects React's renderer, so contracts stays free of React).
 */
export type RemoteComponent<P> = {
  toProps: (req: FragmentRequest) => P | { status: number; props: P };
  head?: (props: P) => HeadTag[];
  render: (props: P) => Promise<ReadableStream<Uint8Array> | string>;
};

/** A component with its props type erased, as the remote's component table holds it. */
export type AnyRemoteComponent = {
  toProps: (req: FragmentRequest) => unknown;
  head?: (props: never) => HeadTag[];
  render: (props: never) => Promise<ReadableStream<Uint8Array> | string>;
};

/** Declares one exposed component with its props type checked, erased for the component table. */
export function defineRemoteComponent<P>(component: RemoteComponent<P>): AnyRemoteComponent {
  return component as AnyRemoteComponent;
}

export class FragmentRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FragmentRequestError';
  }
}

/**
 * Handles one `render` RPC: parses the request with FragmentRequestSchema, refuses another contract
 * major, picks the component and renders it.
 * @example const res = await handleRender({remote:'content', version:'1.0.0', components}, req)
 */
export async function handleRender(
  remote: { remote: RemoteName; version: string; components: Record<string, AnyRemoteComponent> },
  input: unknown,
): Promise<FragmentResponse> {
  const parsed = FragmentRequestSchema.safeParse(input);
  if (!parsed.success) throw new FragmentRequestError(`invalid FragmentRequest: ${parsed.error.message}`, 400);
  const req = parsed.data;
  if (!isCompatibleContract(req.contract)) {
    throw new FragmentRequestError(`contract ${req.contract} is not compatible with ${FRAGMENT_CONTRACT_VERSION}`, 409);
  }
  const component = remote.components[req.component] as RemoteComponent<unknown> | undefined;
  if (!component) throw new FragmentRequestError(`${remote.remote} has no component ${req.component}`, 404);
  const result = component.toProps(req);
  const { status, props } =
    typeof result === 'object' && result !== null && 'status' in result && 'props' in result
      ? (result as { status: number; props: unknown })
      : { status: 200, props: result };
  return {
    contract: FRAGMENT_CONTRACT_VERSION,
    remote: remote.remote,
    version: remote.version,
    status,
    html: await component.render(props),
    props: props as Record<string, unknown>,
    head: component.head?.(props) ?? [],
  };
}

/** One embedded client file: its text, and (for larger files) a precompressed gzip copy in base64. */
export type EmbeddedAsset = { type: string; body: string; gzip?: string };

const gzipBytes = new WeakMap<EmbeddedAsset, Uint8Array<ArrayBuffer>>();

/** The asset's precompressed gzip bytes, decoded from base64 once per isolate. */
function gzipOf(asset: EmbeddedAsset): Uint8Array<ArrayBuffer> | null {
  if (!asset.gzip) return null;
  let bytes = gzipBytes.get(asset);
  if (!bytes) {
    bytes = Uint8Array.from(atob(asset.gzip), (ch) => ch.charCodeAt(0));
    gzipBytes.set(asset, bytes);
  }
  return bytes;
}

/**
 * Serves embedded client files (a remote's under /_remotes/<name>/<version>/, the shell's under
 * /_shell/). Hashed files are immutable; the entry (remoteEntry.js, mf-manifest.json) is cacheable for
 * a minute only. A browser that accepts gzip gets the build's Zopfli-precompressed bytes as they are
 * (`encodeBody: 'manual'` tells workerd not to compress them again); anyone else gets the text.
 */
export function serveEmbeddedAsset(
  assets: Record<string, EmbeddedAsset>,
  prefix: string,
  pathname: string,
  acceptEncoding: string | null = null,
): Response {
  const rel = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
  const asset = rel === null ? undefined : assets[rel];
  if (!asset) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const immutable = rel?.startsWith('assets/');
  const headers: Record<string, string> = {
    'content-type': asset.type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    'access-control-allow-origin': '*',
  };
  const gzip = acceptsGzip(acceptEncoding) ? gzipOf(asset) : null;
  if (!gzip)
    return new Response(asset.body, { headers: asset.gzip ? { ...headers, vary: 'accept-encoding' } : headers });
  // `encodeBody` is a Workers extension of ResponseInit (contracts carries no Workers types).
  const init = {
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    encodeBody: 'manual',
  } as ResponseInit;
  return new Response(gzip, init);
}

/** Whether an Accept-Encoding header allows gzip (absent, `gzip;q=0` and `identity` only do not). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set((coding ?? '').trim(), weight === undefined ? 1 : Number(weight.slice(2)));
  }
  // An explicit gzip entry wins over the `*` wildcard (`gzip;q=0, *` refuses gzip).
  const weight = q.get('gzip') ?? q.get('*') ?? 0;
  return weight > 0;
}

/**
 * Where a remote version's client build is served: `/_remotes/<remote>/<version>/`. The edge
 * proxies this prefix to the slot running that version.
 * @example remoteAssetBase('content', '1.1.0') === '/_remotes/content/1.1.0/'
 */
export function remoteAssetBase(remote: RemoteName, version: string): string {
  return `/_remotes/${remote}/${version}/`;
}

/**
 * Everything a remote's Worker does, for its `Remote` entrypoint and default export to delegate
 * to: `render` answers the fragment RPC, `fetch` serves this version's embedded client build.
 * (The WorkerEntrypoint class itself stays in each remote: contracts imports no runtime.)
 * @example const worker = remoteWorker({ remote: 'content', version, components, assets: ASSETS })
 */
export function remoteWorker(options: {
  remote: RemoteName;
  version: string;
  components: Record<string, AnyRemoteComponent>;
  assets: Record<string, EmbeddedAsset>;
}) {
  const prefix = remoteAssetBase(options.remote, options.version);
  return {
    render: (request: unknown) => handleRender(options, request),
    fetch: (request: Request) =>
      serveEmbeddedAsset(options.assets, prefix, new URL(request.url).pathname, request.headers.get('accept-encoding')),
  };
}
