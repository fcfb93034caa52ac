/**
 * What every source photo passes before it is served or transformed, wherever it is read: by the edge
 * (cdn-photo.ts) and, for local runs, by the local image Worker (local-images/worker.ts), which reads
 * and checks the source itself so the edge's thread never carries it (local-images/protocol.ts).
 */
import { type SniffedImage, sniffImage } from '@forecourt/contracts';
import { MAX_PHOTO_BYTES, withinPhotoLimits } from './photo-store.js';

/** Why a source is refused, and what the client is told. */
export const SOURCE_REFUSALS = {
  missing: { status: 404, message: 'No such image.' },
  'too-large': { status: 413, message: 'The source image is too large.' },
  'not-image': { status: 415, message: 'The source is not an image.' },
  unreadable: { status: 415, message: 'The source image could not be read.' },
} as const;
export type SourceRefusal = keyof typeof SOURCE_REFUSALS;

export const isSourceRefusal = (reason: string | null): reason is SourceRefusal =>
  reason !== null && Object.hasOwn(SOURCE_REFUSALS, reason);

export type CheckedSource = { bytes: ArrayBuffer; sniffed: SniffedImage } | { refused: SourceRefusal };

/** A photo's bytes from R2, checked: the stored bytes decide what it is, never its recorded content type. */
export async function readSource(bucket: R2Bucket, key: string): Promise<CheckedSource> {
  const source = await bucket.get(key);
  if (!source) return { refused: 'missing' };
  if (source.size > MAX_PHOTO_BYTES) return { refused: 'too-large' };
  const bytes = await source.arrayBuffer();
  const sniffed = sniffImage(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 65536)));
  if (!sniffed) return { refused: 'not-image' };
  if (!withinPhotoLimits(sniffed.width, sniffed.height)) return { refused: 'too-large' };
  return { bytes, sniffed };
}
