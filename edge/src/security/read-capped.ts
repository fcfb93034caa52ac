/**
 * The one capped body reader (issue 30 item 5): every request body the edge reads itself (JSON APIs,
 * payment webhooks) and every fetched body it keeps (dealer photos) goes through here. It counts bytes
 * as they stream and stops at the cap: a missing or lying Content-Length changes nothing.
 *
 * Over the cap, up to `drainMaxBytes` more (default DRAIN_MAX_BYTES) are read and dropped before giving
 * up, so a client that is still writing a modestly oversized body finishes and reads the 413 instead of
 * a reset connection; anything beyond that is cut off (the stream is cancelled). A fetched body passes
 * `drainMaxBytes: 0` (there is no one to answer).
 *
 * Hono's `bodyLimit` middleware also counts streamed bodies; it guards the multipart route
 * (leads/lead-body.ts), where the runtime's formData() parser has to read the body itself. Why it does
 * not replace this reader: docs/ARCHITECTURE-NOTES.md "Hono's middleware where it fits".
 */

/** Oversized bodies up to this size are read and dropped before a refusal; larger ones are cut off. */
export const DRAIN_MAX_BYTES = 1024 * 1024;

export type CappedRead = { ok: true; bytes: Uint8Array } | { ok: false; read: number };

export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  options: { drainMaxBytes?: number } = {},
): Promise<CappedRead> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const drainMax = options.drainMaxBytes ?? DRAIN_MAX_BYTES;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      while (size <= drainMax) {
        const next = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (next.done || !next.value) return { ok: false, read: size };
        size += next.value.byteLength;
      }
      await reader.cancel().catch(() => undefined);
      return { ok: false, read: size };
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes: all };
}

/** Reads and drops a refused request body of at most `size` ≤ DRAIN_MAX_BYTES (see above); larger ones are left. */
export async function drainBody(body: ReadableStream<Uint8Array> | null, size: number): Promise<void> {
  if (!body || size > DRAIN_MAX_BYTES) return;
  await readCapped(body, 0).catch(() => undefined);
}
