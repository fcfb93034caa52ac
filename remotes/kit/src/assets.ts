/**
 * Serving an embedded client build from a Worker: every remote's Worker serves its own version's
 * files, and the edge serves the shell's the same way (the one HTTP helper the edge takes from the kit).
 */

/**
 * One embedded client file: its text, or (files over 1 KiB) only its precompressed gzip bytes in
 * base64 — never both, so a Worker's bundle carries each file once (issue 36: the edge's budget).
 */
export type EmbeddedAsset = { type: string; body: string } | { type: string; gzip: string };

const gzipBytes = new WeakMap<EmbeddedAsset, Uint8Array<ArrayBuffer>>();

/** The asset's precompressed gzip bytes, decoded from base64 once per isolate. */
function gzipOf(asset: EmbeddedAsset): Uint8Array<ArrayBuffer> | null {
  if (!('gzip' in asset)) return null;
  let bytes = gzipBytes.get(asset);
  if (!bytes) {
    bytes = Uint8Array.from(atob(asset.gzip), (ch) => ch.charCodeAt(0));
    gzipBytes.set(asset, bytes);
  }
  return bytes;
}

/**
 * Serves embedded client files (a remote's under /_remotes/<name>/<version>/, the shell's under
 * /_shell/). Hashed files (under `assets/`) are immutable; the unhashed ones at the version's base (a
 * remote's page modules `<Component>.js` and its `style.css`, the shell's entry) are cacheable for a
 * minute only. A browser that accepts gzip gets the build's Zopfli-precompressed bytes as they are
 * (`encodeBody: 'manual'` tells workerd not to compress them again); anyone else gets the text
 * (a precompressed file inflated on the way out: such clients are rare, the bundle bytes are not).
 */
export function serveEmbeddedAsset(
  assets: Record<string, EmbeddedAsset>,
  prefix: string,
  pathname: string,
  acceptEncoding: string | null = null,
): Response {
  const rel = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
  // Own keys only: a path such as `constructor` or `__proto__` must not reach Object.prototype.
  const asset = rel !== null && Object.hasOwn(assets, rel) ? assets[rel] : undefined;
  if (!asset) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  // Also the federated build's hashed chunks (mf/assets/, docs/EMBEDDING.md); its manifest and entry keep their names.
  const immutable = rel?.startsWith('assets/') || rel?.startsWith('mf/assets/');
  const headers: Record<string, string> = {
    'content-type': asset.type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    'access-control-allow-origin': '*',
    // Always: a small file without a gzip copy is still compressed downstream for clients that take it.
    vary: 'accept-encoding',
  };
  const gzip = gzipOf(asset);
  if (!gzip) return new Response('body' in asset ? asset.body : '', { headers });
  if (!acceptsGzip(acceptEncoding)) {
    return new Response(new Blob([gzip]).stream().pipeThrough(new DecompressionStream('gzip')), { headers });
  }
  // `encodeBody` is a Workers extension of ResponseInit (contracts carries no Workers types).
  const init = {
    headers: { ...headers, 'content-encoding': 'gzip' },
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
