import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Environment, environmentValues, renderEdgeConfig } from '../release/environments.js';

/** Repo root (infra/ops/ → ../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WRANGLER = join(ROOT, 'edge/node_modules/.bin/wrangler');
const CONFIG = join(ROOT, 'edge/wrangler.jsonc');
/** Local state dir shared by wrangler dev, the seed and this CLI (FORECOURT_STATE overrides). */
export const PERSIST = process.env.FORECOURT_STATE ?? join(ROOT, '.wrangler/state');

/**
 * The SITES KV namespace through wrangler: local state (shared by `pnpm start`, the seed and the
 * tests) by default; the real namespace when deploy credentials (CLOUDFLARE_API_TOKEN) exist; the
 * namespace of a deployed environment (edge env block, ids from infra/release/environments) with `env`.
 */
export type Kv = {
  get(key: string): string | null;
  put(key: string, value: string): void;
  /** Key names under a prefix. */
  list(prefix: string): string[];
  /** Several keys in one wrangler call (missing ones null). */
  getMany(keys: string[]): Record<string, string | null>;
  /** Several writes in one wrangler call. */
  putMany(entries: Record<string, string>): void;
  /** Several deletions in one wrangler call. */
  deleteMany(keys: string[]): void;
  where: string;
  /**
   * The local platform's built slots (.releases), when this is the local state: `npm start` serves
   * exactly those, so a version KV records but no built slot holds is not served.
   */
  releasesDir?: string;
};

export function openKv(processEnv: NodeJS.ProcessEnv = process.env, env?: Environment): Kv {
  const remote = Boolean(env || processEnv.CLOUDFLARE_API_TOKEN);
  const config = env
    ? ['-c', renderEdgeConfig(env, environmentValues(env, { dryRun: false })), '--env', env]
    : ['-c', CONFIG];
  const target = remote ? ['--remote'] : ['--local', '--persist-to', PERSIST];
  const run = (args: string[]) =>
    execFileSync(WRANGLER, [...args, '--binding', 'SITES', ...config, ...target], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...processEnv, WRANGLER_SEND_METRICS: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
  return {
    where: env ? `${env} KV (Cloudflare)` : remote ? 'remote KV (Cloudflare)' : `local KV (${PERSIST})`,
    ...(remote ? {} : { releasesDir: join(ROOT, '.releases') }),
    get(key) {
      try {
        const out = run(['kv', 'key', 'get', key]);
        return out.trim() === '' || /^Value not found/.test(out) ? null : out;
      } catch (error) {
        const msg = String((error as { stderr?: string }).stderr ?? error);
        if (/not found/i.test(msg)) return null;
        throw error;
      }
    },
    put(key, value) {
      this.putMany({ [key]: value });
    },
    getMany(keys) {
      if (keys.length === 0) return {};
      const out = withFile(JSON.stringify(keys), (file) => run(['kv', 'bulk', 'get', file]));
      const json = JSON.parse(out.slice(out.indexOf('{'))) as Record<string, { value: string | null }>;
      return Object.fromEntries(keys.map((k) => [k, json[k]?.value ?? null]));
    },
    putMany(entries) {
      // Through a file: an argument is capped at 128 KiB on Linux and the audit log can grow past it.
      const list = Object.entries(entries).map(([key, value]) => ({ key, value }));
      if (list.length > 0) withFile(JSON.stringify(list), (file) => run(['kv', 'bulk', 'put', file]));
    },
    deleteMany(keys) {
      if (keys.length > 0) withFile(JSON.stringify(keys), (file) => run(['kv', 'bulk', 'delete', file, '--force']));
    },
    list(prefix) {
      const out = run(['kv', 'key', 'list', '--prefix', prefix]);
      return (JSON.parse(out.slice(out.indexOf('['))) as { name: string }[]).map((k) => k.name);
    },
  };
}

function withFile<T>(content: string, use: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-kv-'));
  try {
    writeFileSync(join(dir, 'data.json'), content);
    return use(join(dir, 'data.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
