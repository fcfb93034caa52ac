/**
 * Fetches one dealer photo for the pipeline, bounded: a time budget, a byte cap read off the stream
 * (a missing or lying Content-Length changes nothing), and the bytes sniffed — a declared image type
 * is never trusted. Answers a photo, or why not and whether trying again could help.
 */
import { type SniffedImage, sniffImage } from '@forecourt/contracts';
import { type OutboundOptions, OutboundRefused, outboundFetch, outboundProblem } from '../security/outbound-fetch.js';
import { readCapped } from '../security/read-capped.js';
import { MAX_PHOTO_BYTES, withinPhotoLimits } from './photo-store.js';

export type FetchedPhoto =
  | { ok: true; bytes: Uint8Array; image: SniffedImage }
  | { ok: false; error: string; retry: boolean };

/** Formats the pipeline stores: those every engine decodes (the local codec has no PNG decoder). */
const STORED_FORMATS = new Set(['jpeg', 'webp']);

export async function fetchPhoto(
  url: string,
  timeoutMs: number,
  outbound: OutboundOptions = {},
): Promise<FetchedPhoto> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: 'not a URL', retry: false };
  }
  if (parsed.protocol !== 'https:' && !outbound.allowLoopback)
    return { ok: false, error: 'photo URLs must use https', retry: false };
  const problem = outboundProblem(parsed, outbound);
  if (problem) return { ok: false, error: problem, retry: false };
  let res: Response;
  try {
    // Redirects are followed by hand, each hop checked like the first (security/outbound-fetch.ts).
    res = await outboundFetch(
      parsed,
      { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'image/jpeg, image/webp' } },
      outbound,
    );
  } catch (error) {
    if (error instanceof OutboundRefused) return { ok: false, error: error.message, retry: false };
    const timedOut = (error as Error).name === 'TimeoutError';
    return { ok: false, error: timedOut ? `no answer within ${timeoutMs} ms` : 'fetch failed', retry: true };
  }
  if (!res.ok) {
    await res.body?.cancel();
    // A missing photo stays missing; a server error or rate limit may pass.
    return {
      ok: false,
      error: `HTTP ${res.status}`,
      retry: res.status >= 500 || res.status === 429 || res.status === 408,
    };
  }
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_PHOTO_BYTES || !res.body) {
    await res.body?.cancel();
    return { ok: false, error: res.body ? 'larger than the photo size limit' : 'empty answer', retry: false };
  }
  let bytes: Uint8Array | null;
  try {
    const read = await readCapped(res.body, MAX_PHOTO_BYTES, { drainMaxBytes: 0 });
    bytes = read.ok ? read.bytes : null;
  } catch {
    return { ok: false, error: 'the download broke off', retry: true };
  }
  if (!bytes) return { ok: false, error: 'larger than the photo size limit', retry: false };
  const image = sniffImage(bytes.subarray(0, 65536));
  if (!image || !STORED_FORMATS.has(image.format))
    return { ok: false, error: image ? `unsupported image type ${image.format}` : 'not an image', retry: false };
  if (!withinPhotoLimits(image.width, image.height))
    return { ok: false, error: `too many pixels (${image.width}×${image.height})`, retry: false };
  return { ok: true, bytes, image };
}
