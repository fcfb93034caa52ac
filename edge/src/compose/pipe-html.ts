const encoder = new TextEncoder();

/** A fragment's HTML as the RPC delivers it: a string, or a byte stream (its chunk type is not in the contract). */
export type FragmentHtml = string | ReadableStream;

/**
 * What to write before a fragment's HTML, given the start of it (its first chunk as text; '' when none
 * came): called exactly once, before the first byte.
 */
export type BeforeHtml = (start: string) => string;

/**
 * Pipes a fragment's HTML (string or stream) into the page within its budget; false when the stream did
 * not finish in time (it is cancelled: the page goes on without the rest).
 */
export async function pipeHtml(
  html: FragmentHtml,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  budgetMs: number,
  before?: BeforeHtml,
): Promise<boolean> {
  if (typeof html === 'string') {
    await writer.write(encoder.encode((before?.(html) ?? '') + html));
    return true;
  }
  let pending = before;
  const writeBefore = async (start: string) => {
    const prefix = pending?.(start);
    pending = undefined;
    if (prefix) await writer.write(encoder.encode(prefix));
  };
  const reader = (html as ReadableStream<Uint8Array>).getReader();
  const deadline = Date.now() + budgetMs;
  try {
    for (;;) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('fragment stream exceeded its budget');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('fragment stream exceeded its budget')), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) {
        await writeBefore('');
        return true;
      }
      if (pending) await writeBefore(new TextDecoder().decode(chunk.value.subarray(0, 1024)));
      await writer.write(chunk.value);
    }
  } catch (error) {
    console.error('[compose] fragment stream cut:', (error as Error).message);
    await reader.cancel().catch(() => {});
    await writeBefore('');
    return false;
  }
}

/** A fragment's whole HTML as text within its budget, or null when it did not finish in time. */
export async function collectHtml(html: FragmentHtml, budgetMs: number): Promise<string | null> {
  if (typeof html === 'string') return html;
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const text = new Response(readable).text();
  const complete = await pipeHtml(html, writer, budgetMs);
  await writer.close();
  const body = await text;
  return complete ? body : null;
}
