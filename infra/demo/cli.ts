/**
 * Writes the demo (or scale) data set to infra/.generated/ without touching any database.
 *   pnpm --filter @forecourt/infra generate [-- --scale --tenants 200 --cars 50000]
 */
import { parseArgs, USAGE } from './args.js';
import { writeGenerated } from './write.js';

try {
  const opts = parseArgs(process.argv.slice(2), Date.now());
  if (opts.help) {
    console.log(`Usage: generate [options]\n${USAGE}`);
  } else {
    const result = writeGenerated({
      now: opts.now,
      seed: opts.seed,
      scale: opts.scale || undefined,
      outDir: opts.outDir,
    });
    const t = result.totals;
    console.log(
      `generated ${t.sites} sites, ${t.dealerships} dealerships, ${t.locations} locations, ${t.cars} cars, ${t.reviews} reviews ` +
        `(${(t.sqlBytes / 1e6).toFixed(1)} MB SQL in ${result.sqlFiles.length} file(s), ${t.kvEntries} KV entries) in ${result.ms} ms -> ${result.outDir}`,
    );
  }
} catch (err) {
  console.error(`generate: ${(err as Error).message}`);
  process.exit(1);
}
