import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repo root (infra/ops/ → ../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WRANGLER = join(ROOT, 'edge/node_modules/.bin/wrangler');
const CONFIG = join(ROOT, 'edge/wrangler.jsonc');
/** Local state dir shared by wrangler dev, the seed and this CLI (FORECOURT_STATE overrides). */
export const PERSIST = process.env.FORECOURT_STATE ?? join(ROOT, '.wrangler/state');

/**
 * The SITES KV namespace through wrangler: local state (shared by `pnpm start`, the seed and the
 * tests) by default; the real namespace when deploy credentials (CLOUDFLARE_API_TOKEN) exist.
 */
export type Kv = { get(key: string): string | null; put(key: string, value: string): void; where: string };

export function openKv(env: NodeJS.ProcessEnv = process.env): Kv {
  const remote = Boolean(env.CLOUDFLARE_API_TOKEN);
  const target = remote ? ['--remote'] : ['--local', '--persist-to', PERSIST];
  const run = (args: string[]) =>
    execFileSync(WRANGLER, [...args, '--binding', 'SITES', '-c', CONFIG, ...target], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, WRANGLER_SEND_METRICS: 'false' },
    });
  return {
    where: remote ? 'remote KV (Cloudflare)' : `local KV (${PERSIST})`,
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
      run(['kv', 'key', 'put', key, value]);
    },
  };
}
