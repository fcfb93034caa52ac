/**
 * @forecourt/infra demo-data generator.
 *
 * Deterministic: a seeded PRNG per tenant and a fixed `now` (no Math.random, no Date.now), so the
 * same options always give byte-identical data. Two modes:
 * - demo: the nine demo tenants of DESIGN.md (harbourside: 1311 cars = 585 used + 442 new +
 *   284 demo, 7217 reviews averaging 4.2);
 * - scale: e.g. 50,000 cars across 200 tenants for benchmarks (one large tenant, default 10,000
 *   cars), generated tenant by tenant so a writer can stream it.
 *
 * @example
 * import { generateDemo } from '@forecourt/infra/demo';
 * const { sites, cars, locations, reviews, dealerships } = generateDemo({ now: Date.UTC(2026, 10, 22) });
 */
import type { CarType } from '@forecourt/contracts';
import { buildTenant } from './build.js';
import { DEMO_TENANTS, type TenantSpec } from './tenants.js';
import type { DemoData, GenerateOptions, ScaleOptions, TenantData } from './types.js';

export { buildTenant } from './build.js';
export { ids } from './ids.js';
export { hashSeed, Rng } from './prng.js';
export { demoSearchPages } from './search-pages.js';
export { stockSummary } from './site-config.js';
export { kvEntries, SEED_TABLES, sqlStatements } from './sql.js';
export { DEMO_TENANTS, type TenantSpec } from './tenants.js';
export { CAR_SLUG_PATTERN, carSlug, slugify, timeAgoInWords } from './text.js';
export type { DemoData, DemoDealership, DemoReview, GenerateOptions, ScaleOptions, TenantData } from './types.js';

const DAY_MS = 86_400_000;

/** `now` rounded down to the start of its UTC day (what the seed script passes). */
export function startOfDay(now: number | Date): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

function nowSeconds(now: number | Date): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms)) throw new Error('generateDemo: `now` must be a finite time');
  return Math.floor(ms / 1000);
}

/** Resolved scale options. */
export function scaleDefaults(scale: boolean | ScaleOptions | undefined): Required<ScaleOptions> | null {
  if (!scale) return null;
  const s = scale === true ? {} : scale;
  const tenants = s.tenants ?? 200;
  const cars = s.cars ?? 50_000;
  if (tenants < 1 || cars < 0) throw new Error('scale: tenants must be >= 1 and cars >= 0');
  return {
    tenants,
    cars,
    largest: Math.min(cars, s.largest ?? (tenants === 1 ? cars : Math.min(10_000, Math.floor(cars / 2)))),
    reviewsPerTenant: s.reviewsPerTenant ?? 40,
    totals: s.totals ?? [],
  };
}

/** Splits `total` cars over car types in the proportions of an archetype's stock. */
function splitByType(total: number, shape: Record<CarType, number>): Record<CarType, number> {
  const all = shape.new + shape.used + shape.demo;
  const out: Record<CarType, number> = { new: 0, used: 0, demo: 0 };
  let given = 0;
  for (const t of ['new', 'demo'] as const) {
    out[t] = Math.floor((total * shape[t]) / all);
    given += out[t];
  }
  out.used = total - given;
  if (shape.used === 0 && out.used > 0) {
    // archetypes without used stock take the remainder as new
    out.new += out.used;
    out.used = 0;
  }
  return out;
}

/** The scale-mode tenant specs: the nine archetypes in turn, with their own slugs, ids and hosts. */
export function scaleTenants(scale: Required<ScaleOptions>): { spec: TenantSpec; counts: Record<CarType, number> }[] {
  const out: { spec: TenantSpec; counts: Record<CarType, number> }[] = [];
  const rest = scale.tenants > 1 ? scale.cars - scale.largest : 0;
  const others = scale.tenants - 1;
  for (let i = 0; i < scale.tenants; i++) {
    const archetype = DEMO_TENANTS[i % DEMO_TENANTS.length] as TenantSpec;
    const label = String(i + 1).padStart(4, '0');
    const slug = `scale-${label}`;
    const number = 1000 + i + 1;
    const even = i === 0 ? scale.largest : Math.floor(rest / others) + (i - 1 < rest % others ? 1 : 0);
    const total = scale.totals[i] ?? even;
    const spec: TenantSpec = {
      ...archetype,
      number,
      slug,
      name: `${archetype.name} (scale ${label})`,
      stockPrefix: `S${number}X`,
      domain: `www.${slug}.forecourt.example`,
      dealerships: archetype.dealerships.map((d) => ({ ...d, slug: `${slug}-${d.slug}`, name: `${d.name} ${label}` })),
      reviews: { count: scale.reviewsPerTenant, average: archetype.reviews.average },
    };
    out.push({ spec, counts: splitByType(total, archetype.stock) });
  }
  return out;
}

/**
 * Yields one tenant's data at a time (memory stays bounded by the largest tenant): the nine
 * demo tenants, or the scale tenants when `scale` is set.
 */
export function* iterateTenants(options: GenerateOptions): Generator<TenantData> {
  const now = nowSeconds(options.now);
  const seed = options.seed ?? 'forecourt';
  const validate = options.validate ?? true;
  const scale = scaleDefaults(options.scale);
  if (!scale) {
    for (const t of DEMO_TENANTS) yield buildTenant(t, { seed, now, validate });
    return;
  }
  for (const { spec, counts } of scaleTenants(scale)) {
    yield buildTenant(spec, { seed, now, validate, counts, reviewCount: scale.reviewsPerTenant });
  }
}

/** All tenants' data at once: { sites, cars, locations, reviews, dealerships }. */
export function generateDemo(options: GenerateOptions): DemoData {
  const out: DemoData = { sites: [], dealerships: [], locations: [], cars: [], reviews: [] };
  for (const t of iterateTenants(options)) {
    out.sites.push(t.site);
    out.dealerships.push(...t.dealerships);
    out.locations.push(...t.locations);
    for (const c of t.cars) out.cars.push(c);
    for (const r of t.reviews) out.reviews.push(r);
  }
  return out;
}
export { DEMO_PHOTO_POOL, DEMO_PHOTO_SITES, demoPhotoList, demoPhotos, renderDemoPhotos } from './demo-photos.js';
export { demoReports } from './demo-reports.js';
export {
  computeDemoVariants,
  type DemoVariant,
  demoVariantBytes,
  demoVariantKey,
  demoVariantSizes,
  demoVariants,
} from './demo-variants.js';
