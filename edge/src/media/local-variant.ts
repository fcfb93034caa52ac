/**
 * A new variant from the local image Worker (local runs only: production has the Images binding). The
 * Worker reads the source from R2 and transforms it (local-images/protocol.ts): locally R2 is JavaScript
 * in the process that binds it, so reading sources (up to 10 MB) here held every dealer's requests on
 * the edge's one thread. The edge keeps the decisions — the key (its own site's), the transform gate,
 * the budgets — and stores the variant (cdn-photo.ts: only the edge writes the shared store).
 */
import type { ImageRequest } from '@forecourt/contracts';
import type { Context } from 'hono';
import type { AppContext } from '../env.js';
import { LOCAL_VARIANT_PATH, type LocalVariantQuery, REFUSED_HEADER, VARIANT_HEADER } from './local-images/protocol.js';
import { isSourceRefusal, type SourceRefusal } from './source-check.js';
import { localTransformGate, transformsInFlight } from './transform-gate.js';

/** A local answer that takes longer than this is abandoned (the caller serves the original itself). */
const LOCAL_TIMEOUT_MS = 15_000;

export type LocalAnswer =
  | { kind: 'served'; res: Response; variant: string; ms: number }
  | { kind: 'refused'; reason: SourceRefusal }
  /** The Worker was unreachable, slow or faulty: the caller reads and serves the original itself. */
  | { kind: 'failed'; variant: 'original-busy' | 'original-transform-failed' };

export async function localVariant(
  c: Context<AppContext>,
  src: string,
  request: ImageRequest,
  quality: number,
): Promise<LocalAnswer> {
  // Bounded per isolate (transform-gate.ts); past it the Worker sends the original, untransformed.
  const release = localTransformGate.acquire(transformsInFlight(c.env.IMAGE_TRANSFORMS_IN_FLIGHT));
  const query: LocalVariantQuery = {
    src,
    w: request.w,
    q: quality,
    fm: request.fm,
    mode: release ? 'transform' : 'original',
  };
  const url = new URL(LOCAL_VARIANT_PATH, c.env.LOCAL_IMAGES_URL);
  url.search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const failed = release ? 'original-transform-failed' : 'original-busy';
  const started = Date.now();
  try {
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(LOCAL_TIMEOUT_MS) });
    const reason = res.headers.get(REFUSED_HEADER);
    if (isSourceRefusal(reason)) return { kind: 'refused', reason };
    if (!res.ok || !res.body) {
      console.error('[cdn] local image Worker answered', res.status, src);
      await res.body?.cancel();
      return { kind: 'failed', variant: failed };
    }
    return { kind: 'served', res, variant: res.headers.get(VARIANT_HEADER) ?? failed, ms: Date.now() - started };
  } catch (error) {
    console.error('[cdn] local image Worker unreachable', src, error);
    return { kind: 'failed', variant: failed };
  } finally {
    release?.();
  }
}
