/**
 * bench:scale's population and traffic (bench/scale.ts): dealer sizes like real ones, and a Zipf-like
 * popularity over them. Deterministic (seeded PRNG), so two runs send the same requests.
 */
import { hashSeed, Rng } from '@forecourt/infra/demo';

/** Tenants that are groups with thousands of cars: one in a hundred (at least one). */
const GROUP_SHARE = 0.01;
/** The groups' part of all the cars. */
const GROUP_CARS_SHARE = 0.2;

/**
 * Each tenant's car count, summing exactly to `cars`: one tenant in a hundred is a group (2,000–8,000
 * cars before scaling, together a fifth of the stock), the others draw from 50–300 (uniform), scaled so
 * the total is `cars`. Groups come first (the scale set's first tenant is its largest).
 */
export function dealerSizes(tenants: number, cars: number, seed = 'bench-scale'): number[] {
  const rng = new Rng(hashSeed(seed));
  const groups = tenants > 1 ? Math.max(1, Math.round(tenants * GROUP_SHARE)) : 0;
  const weights = Array.from({ length: tenants }, (_, i) =>
    i < groups ? 2_000 + (6_000 * i) / Math.max(1, groups - 1) : rng.int(50, 300),
  );
  const groupCars = groups === 0 ? 0 : Math.round(cars * GROUP_CARS_SHARE);
  const share = (from: number, to: number, total: number) => {
    const sum = weights.slice(from, to).reduce((a, b) => a + b, 0);
    const out = weights.slice(from, to).map((w) => Math.floor((w * total) / sum));
    let left = total - out.reduce((a, b) => a + b, 0);
    for (let i = 0; left > 0; i = (i + 1) % out.length) {
      out[i] = (out[i] as number) + 1;
      left--;
    }
    return out;
  };
  if (groups === tenants) return share(0, tenants, cars);
  return [...(groups > 0 ? share(0, groups, groupCars) : []), ...share(groups, tenants, cars - groupCars)];
}

/**
 * A picker of tenant positions with Zipf popularity (rank r drawn with weight 1/r^s); ranks are shuffled
 * over the tenants, so popularity does not follow size. The ranks come from `orderSeed` alone, the draws
 * from `seed`: a popular dealer is popular in every phase of a run (warm-up, then measured), as a real
 * one is all day (before issue 37's follow-up each phase drew its own popularity order, so the measured
 * phase's hot dealers were mostly new to the isolate).
 */
export function zipfPicker(
  tenants: number,
  s: number,
  seed = 'bench-scale-traffic',
  orderSeed = 'bench-scale-popularity',
): () => number {
  const rng = new Rng(hashSeed(seed));
  const shuffle = new Rng(hashSeed(orderSeed));
  const order = Array.from({ length: tenants }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = shuffle.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 1; r <= tenants; r++) {
    sum += 1 / r ** s;
    cumulative.push(sum);
  }
  return () => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return order[lo] as number;
  };
}

/** The share of requests the top `k` ranks get (printed beside the figures). */
export function zipfTopShare(tenants: number, s: number, k: number): number {
  let top = 0;
  let all = 0;
  for (let r = 1; r <= tenants; r++) {
    all += 1 / r ** s;
    if (r <= k) top += 1 / r ** s;
  }
  return top / all;
}
