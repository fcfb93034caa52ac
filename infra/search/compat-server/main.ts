/**
 * Starts the Meilisearch-compatible development server (app.ts) on Node: from the tests, or
 * `pnpm --filter @forecourt/infra run search:compat -- --port 7700` (keys from MEILISEARCH_ADMIN_KEY,
 * MEILISEARCH_SEARCH_KEY, MEILISEARCH_SEARCH_KEY_UID, else DEV_KEYS). State is in memory: run
 * `search:sync` after starting it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { compatApp } from './app.js';
import type { CompatKeys } from './auth.js';
import { CompatStore } from './store.js';

/** Development keys of the compat server (never used by a real Meilisearch). */
export const DEV_KEYS: CompatKeys = Object.freeze({
  adminKey: 'forecourt-dev-admin-key',
  searchKey: 'forecourt-dev-search-key',
  searchKeyUid: '3f2c9a4e-6b1d-4c8e-9a7f-2d5e8b1c0a93',
});

export type CompatServer = { url: string; keys: CompatKeys; store: CompatStore; close(): Promise<void> };

/** Listens on 127.0.0.1:`port` (0: a free port) and resolves when it accepts connections. */
export function startCompatServer(
  options: {
    port?: number;
    host?: string;
    keys?: CompatKeys;
    /** The indexes and tasks to serve (a restarted server keeps a stopped one's data: pass its store). */
    store?: CompatStore;
  } = {},
) {
  const keys = options.keys ?? DEV_KEYS;
  const store = options.store ?? new CompatStore();
  const app = compatApp(keys, store);
  const host = options.host ?? '127.0.0.1';
  return new Promise<CompatServer>((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        keys,
        store,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // a stop is a stop: kept-alive client connections end now too (the sync tests stop it mid-run)
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
