/**
 * Seed step (scripts/seed.ts runs it in a child process while D1 loads): renders the demo photos and
 * makes their `/cdn/image` variants that infra/.generated/photos does not hold yet (demo/demo-photos.ts,
 * demo/demo-variants.ts). Nothing to make (a later seed): it only lists files.
 *
 *   tsx scripts/seed-variants.ts
 */
import { DEMO_PHOTO_SITES, demoPhotoList, renderDemoPhotos } from '../demo/demo-photos.js';
import { computeDemoVariants, type DemoVariant, demoVariants } from '../demo/demo-variants.js';
import { DEMO_TENANTS } from '../demo/tenants.js';

/** Every demo-photo site's variants, at the site's configured quality. */
export function seedVariants(): { site: string; variants: DemoVariant[] }[] {
  return DEMO_PHOTO_SITES.map((site) => {
    const spec = DEMO_TENANTS.find((t) => t.slug === site);
    return { site, variants: demoVariants(site, spec?.config.image_quality) };
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const photos = await renderDemoPhotos(DEMO_PHOTO_SITES.flatMap((site) => demoPhotoList(site)));
  const variants = await computeDemoVariants(seedVariants().flatMap((s) => s.variants));
  if (photos + variants > 0)
    console.log(
      `seed: ${photos} demo photos and ${variants} of their variants made in ${Math.round(performance.now() - started)} ms`,
    );
}

if (process.argv[1]?.endsWith('seed-variants.ts'))
  main().catch((err: unknown) => {
    console.error(`seed-variants: ${(err as Error).message}`);
    process.exit(1);
  });
