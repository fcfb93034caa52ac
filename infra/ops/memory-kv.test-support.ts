import type { Kv } from './kv.js';

/** An in-memory Kv for unit tests of the ops commands (the wrangler-backed one needs a state dir). */
export function memoryKv(initial: Record<string, unknown> = {}): Kv & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return {
    data,
    where: 'memory',
    get: (key) => data.get(key) ?? null,
    put: (key, value) => void data.set(key, value),
    list: (prefix) => [...data.keys()].filter((k) => k.startsWith(prefix)).sort(),
    getMany: (keys) => Object.fromEntries(keys.map((k) => [k, data.get(k) ?? null])),
    putMany: (entries) => {
      for (const [k, v] of Object.entries(entries)) data.set(k, v);
    },
    deleteMany: (keys) => {
      for (const k of keys) data.delete(k);
    },
  };
}
