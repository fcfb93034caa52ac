/** Command-line options shared by `generate` and `seed`. */
import type { ScaleOptions } from './types.js';

export interface CliOptions {
  now: number;
  seed: string;
  scale: ScaleOptions | false;
  outDir: string | undefined;
  help: boolean;
  /** seed only: write files but do not run wrangler. */
  skipWrangler: boolean;
  /** seed only: wrangler local state directory, relative to the repo root. */
  persistTo: string;
}

export const USAGE = `Options:
  --now <ISO date|ms>   fixed "now" (default: the current time rounded down to the UTC day)
  --seed <text>         PRNG seed (default 'forecourt')
  --scale               benchmark data set instead of the nine demo tenants
  --tenants <n>         scale: tenants (default 200)
  --cars <n>            scale: total cars (default 50000)
  --largest <n>         scale: cars of the first tenant (default min(10000, cars/2))
  --reviews <n>         scale: reviews per tenant (default 40)
  --out <dir>           output directory (default infra/.generated/demo or .../scale)`;

const DAY_MS = 86_400_000;

export function parseArgs(argv: string[], wallClock: number): CliOptions {
  const opts: CliOptions = {
    now: Math.floor(wallClock / DAY_MS) * DAY_MS,
    seed: 'forecourt',
    scale: false,
    outDir: undefined,
    help: false,
    skipWrangler: false,
    persistTo: '.wrangler/state',
  };
  const scale: ScaleOptions = {};
  let scaleOn = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    const int = (): number => {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 0) throw new Error(`${arg} needs a non-negative integer`);
      return v;
    };
    switch (arg) {
      case '--now': {
        const v = value();
        const t = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
        if (!Number.isFinite(t)) throw new Error(`--now: cannot read ${v}`);
        opts.now = t;
        break;
      }
      case '--seed':
        opts.seed = value();
        break;
      case '--scale':
        scaleOn = true;
        break;
      case '--tenants':
        scale.tenants = int();
        scaleOn = true;
        break;
      case '--cars':
        scale.cars = int();
        scaleOn = true;
        break;
      case '--largest':
        scale.largest = int();
        scaleOn = true;
        break;
      case '--reviews':
        scale.reviewsPerTenant = int();
        scaleOn = true;
        break;
      case '--out':
        opts.outDir = value();
        break;
      case '--persist-to':
        opts.persistTo = value();
        break;
      case '--skip-wrangler':
        opts.skipWrangler = true;
        break;
      case '--':
        break; // `pnpm run seed -- --flag` passes the separator through
      case '-h':
      case '--help':
        opts.help = true;
        break;
      default:
        throw new Error(`unknown option ${arg}`);
    }
  }
  opts.scale = scaleOn ? scale : false;
  return opts;
}
