import type { Kv } from './kv.js';

/**
 * A Kv that reads the given keys in one call up front and holds writes until flush(), which sends
 * them in one call: every wrangler call costs a second or more, and a routing change touches up to
 * five keys. Reads see the pending writes.
 */
export function batchedKv(base: Kv, prefetch: string[]): Kv & { flush(): void } {
  const cache = new Map<string, string | null>(Object.entries(base.getMany(prefetch)));
  const pending = new Map<string, string>();
  const kv: Kv & { flush(): void } = {
    where: base.where,
    ...(base.releasesDir ? { releasesDir: base.releasesDir } : {}),
    get(key) {
      if (!cache.has(key)) cache.set(key, base.get(key));
      return cache.get(key) ?? null;
    },
    put(key, value) {
      cache.set(key, value);
      pending.set(key, value);
    },
    list: (prefix) => base.list(prefix),
    getMany: (keys) => Object.fromEntries(keys.map((k) => [k, kv.get(k)])),
    putMany: (entries) => {
      for (const [k, v] of Object.entries(entries)) kv.put(k, v);
    },
    flush() {
      if (pending.size > 0) base.putMany(Object.fromEntries(pending));
      pending.clear();
    },
  };
  return kv;
}
