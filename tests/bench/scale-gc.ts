/**
 * The live heap of workerd's isolates after each full garbage collection (bench:scale, issue 37): workerd
 * runs with V8's `--trace-gc`, which prints one line per collection to workerd's output (Miniflare passes
 * it to this process's stdout/stderr), e.g.
 *   [4972:0x702e3cf06000]  12991 ms: Mark-Compact 120.3 (130.1) -> 80.2 (95.0) MB, …
 * The size after "->" of a Mark-Compact is the isolate's V8 heap once every unreachable object is gone:
 * what it needs, not the garbage a sampled heap includes. Lines carry the isolate's address, not its
 * Worker's name, so the figure is the largest over every isolate of the process (the edge, the remotes,
 * Miniflare's own): an upper bound of the edge's at each full GC (V8 runs one when its old
 * generation grows, so a live set between two of them can be missed: a sample of the live heap, not a
 * continuous one). ArrayBuffer backing stores are outside the V8 heap.
 * Why not a heap limit: `--max-heap-size` is process-wide, and an isolate other than the edge (one of
 * Miniflare's own, through which the scale set is seeded into D1; the edge then held 7 MB) reached ~90 MB
 * live while seeding: a cap of 128 MB aborted workerd there, before any shopper request.
 */

const LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: Mark-Compact\b.*?->\s*([\d.]+)\s*\(([\d.]+)\)\s*MB/;
const TRACE = /^\[\d+:0x[0-9a-f]+\]\s+[\d.]+ ms: /;

export type GcWatch = {
  /** The largest live heap after a full GC, MB, per isolate address, since the last reset. */
  live(): Map<string, { maxMb: number; collections: number }>;
  /** Trace lines read (every collection, scavenges included) since the last reset. */
  traced(): number;
  reset(): void;
  close(): void;
};

/** Reads (and keeps off the console) the trace lines written to this process's stdout and stderr. */
export function watchGc(): GcWatch {
  let live = new Map<string, { maxMb: number; collections: number }>();
  let traced = 0;
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((s) => s.write.bind(s));
  streams.forEach((stream, k) => {
    const write = originals[k] as typeof stream.write;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString() : null;
      if (text === null || !TRACE.test(text.trimStart()))
        return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
      const kept: string[] = [];
      for (const line of text.split('\n')) {
        if (TRACE.test(line.trim())) traced++;
        const m = LINE.exec(line.trim());
        if (m) {
          const [isolate, mb] = [m[1] as string, Number(m[2])];
          const prev = live.get(isolate) ?? { maxMb: 0, collections: 0 };
          live.set(isolate, { maxMb: Math.max(prev.maxMb, mb), collections: prev.collections + 1 });
        } else if (line.trim() && !TRACE.test(line.trim())) kept.push(line);
      }
      if (kept.length > 0) (write as (...a: unknown[]) => boolean)(`${kept.join('\n')}\n`);
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof stream.write;
  });
  return {
    live: () => live,
    traced: () => traced,
    reset: () => {
      live = new Map();
      traced = 0;
    },
    close: () => {
      streams.forEach((stream, k) => {
        stream.write = originals[k] as typeof stream.write;
      });
    },
  };
}
