/**
 * Seed step (scripts/seed.ts runs it alongside the D1 import): makes the demo photos' `/cdn/image`
 * variants that infra/.generated/photos does not hold yet (demo/demo-variants.ts), through the local
 * image Worker started here for the purpose (its own `wrangler dev`, as serve.sh runs it), then stops it.
 * Nothing to make (a later seed): it starts nothing.
 *
 *   tsx scripts/seed-variants.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DEMO_PHOTO_SITES, demoPhotos } from '../demo/demo-photos.js';
import { computeDemoVariants, type DemoVariant, demoVariants } from '../demo/demo-variants.js';
import { DEMO_TENANTS } from '../demo/tenants.js';
import { INFRA_DIR, REPO_ROOT } from '../demo/write.js';

/** Every demo-photo site's variants, at the site's configured quality. */
export function seedVariants(): { site: string; variants: DemoVariant[] }[] {
  return DEMO_PHOTO_SITES.map((site) => {
    const spec = DEMO_TENANTS.find((t) => t.slug === site);
    return { site, variants: demoVariants(site, spec?.config.image_quality) };
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

async function main(): Promise<void> {
  const started = performance.now();
  const sites = seedVariants();
  const missing = sites.flatMap((s) => s.variants).filter((v) => !existsSync(v.file)).length;
  if (missing === 0) return;
  const port = await freePort();
  const bin = join(INFRA_DIR, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const args = ['dev', '-c', 'edge/local-images.wrangler.jsonc', '--ip', '127.0.0.1', '--port', String(port)];
  const worker = spawn(process.execPath, [bin, ...args, '--show-interactive-dev-session=false'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    detached: true,
  });
  const stop = () => {
    try {
      if (worker.pid) process.kill(-worker.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (worker.exitCode !== null) throw new Error(`the local image Worker exited (${worker.exitCode})`);
      if (
        await fetch(url).then(
          (r) => r.status === 404,
          () => false,
        )
      )
        break;
      if (i > 240) throw new Error('the local image Worker did not start within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    let made = 0;
    for (const { site, variants } of sites) {
      const photos = new Map(demoPhotos(site).map((p) => [p.key.replace(`sites/${site}/photos/`, ''), p.bytes]));
      made += await computeDemoVariants(variants, (path) => photos.get(path)!, url);
    }
    console.log(`seed: ${made} demo photo variants made in ${Math.round(performance.now() - started)} ms`);
  } finally {
    stop();
  }
}

if (process.argv[1]?.endsWith('seed-variants.ts'))
  main().catch((err: unknown) => {
    console.error(`seed-variants: ${(err as Error).message}`);
    process.exit(1);
  });
