/**
 * Watches one Worker's isolate through workerd's V8 inspector (bench:scale): its heap, sampled, and its
 * console lines (the edge logs a `[search-budget]` line each time its search index budget evicts).
 * "Isolate memory" here is V8's used heap plus the ArrayBuffer backing stores (where index snapshots'
 * typed arrays live), as Runtime.getHeapUsage reports them: garbage not yet collected included, so a
 * sampled peak is an upper bound of what the isolate needed. (workerd's inspector answers
 * HeapProfiler.collectGarbage without collecting, and has no execution context for Runtime.evaluate, so
 * bench:scale reads the live heap from V8's --trace-gc lines instead: scale-gc.ts.)
 */

type HeapUsage = { usedSize: number; totalSize: number; backingStorageSize?: number };
type ConsoleEvent = { method: string; params?: { type?: string; args?: { value?: unknown }[] } };

export type IsolateWatch = {
  /** The largest sampled heap (used + backing stores), MB, since the last reset. */
  peakMb(): number;
  /** The heap now, MB (one fresh sample). */
  nowMb(): Promise<number>;
  /** The largest sampled parts, MB, since the last reset: V8 used heap, and ArrayBuffer backing stores. */
  peakParts(): { heapMb: number; buffersMb: number };
  /** Console lines logged since the last reset that start with `prefix`. */
  lines(prefix: string): string[];
  reset(): void;
  close(): void;
};

export async function watchIsolate(port: number, target: string, everyMs = 250): Promise<IsolateWatch> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/${target}`);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 1;
  const waiting = new Map<number, (r: unknown) => void>();
  let logged: string[] = [];
  ws.onmessage = (e) => {
    const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown } & ConsoleEvent;
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result);
    else if (msg.method === 'Runtime.consoleAPICalled')
      logged.push((msg.params?.args ?? []).map((a) => String(a.value ?? '')).join(' '));
  };
  // a method the inspector never answers (workerd leaves some unanswered) resolves undefined after 10 s
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = next++;
      const timer = setTimeout(() => resolve(undefined), 10_000);
      waiting.set(id, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send('Runtime.enable');
  let parts = { heapMb: 0, buffersMb: 0 };
  const sample = async () => {
    const heap = (await send('Runtime.getHeapUsage')) as HeapUsage | undefined;
    if (!heap) return Number.NaN;
    const [heapMb, buffersMb] = [heap.usedSize / 2 ** 20, (heap.backingStorageSize ?? 0) / 2 ** 20];
    parts = { heapMb: Math.max(parts.heapMb, heapMb), buffersMb: Math.max(parts.buffersMb, buffersMb) };
    return heapMb + buffersMb;
  };
  let peak = await sample();
  let sampling = false;
  const timer = setInterval(() => {
    if (sampling) return;
    sampling = true;
    sample()
      .then((mb) => {
        if (mb > peak) peak = mb;
      })
      .finally(() => {
        sampling = false;
      });
  }, everyMs);
  return {
    peakMb: () => peak,
    nowMb: sample,
    peakParts: () => parts,
    lines: (prefix) => logged.filter((l) => l.startsWith(prefix)),
    reset: () => {
      peak = 0;
      parts = { heapMb: 0, buffersMb: 0 };
      logged = [];
    },
    close: () => {
      clearInterval(timer);
      ws.close();
    },
  };
}
