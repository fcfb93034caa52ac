import { CarSchema, SiteConfigSchema } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { generateDemo, iterateTenants, scaleDefaults, scaleTenants } from './index.js';

const NOW = Date.UTC(2026, 10, 22);

describe('scale mode', () => {
  it('defaults to 50,000 cars across 200 tenants with one 10,000-car tenant', () => {
    const s = scaleDefaults(true);
    expect(s).toEqual({ tenants: 200, cars: 50_000, largest: 10_000, reviewsPerTenant: 40, totals: [] });
    const plan = scaleTenants(s as NonNullable<typeof s>);
    expect(plan).toHaveLength(200);
    const totals = plan.map((p) => p.counts.new + p.counts.used + p.counts.demo);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(50_000);
    expect(totals[0]).toBe(10_000);
    expect(Math.max(...totals.slice(1)) - Math.min(...totals.slice(1))).toBeLessThanOrEqual(1);
  });

  it('generates the full default set tenant by tenant with exact counts and unique slugs', () => {
    let cars = 0;
    let tenants = 0;
    let largest = 0;
    const slugs = new Set<string>();
    const hosts = new Set<string>();
    for (const t of iterateTenants({ now: NOW, scale: true, validate: false })) {
      tenants++;
      cars += t.cars.length;
      largest = Math.max(largest, t.cars.length);
      for (const c of t.cars) slugs.add(c.slug);
      for (const h of t.site.hosts) hosts.add(h);
      expect(t.site.stock_summary.count).toBe(t.cars.length);
    }
    expect(tenants).toBe(200);
    expect(cars).toBe(50_000);
    expect(largest).toBe(10_000);
    expect(slugs.size).toBe(50_000);
    expect(hosts.size).toBe(800);
  });

  it('validates with the schemas and is deterministic', () => {
    const a = generateDemo({ now: NOW, scale: { tenants: 20, cars: 3_000, largest: 1_000 } });
    const b = generateDemo({ now: NOW, scale: { tenants: 20, cars: 3_000, largest: 1_000 } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.sites).toHaveLength(20);
    expect(a.cars).toHaveLength(3_000);
    expect(a.sites.every((s) => s.slug.startsWith('scale-'))).toBe(true);
    for (const s of a.sites) SiteConfigSchema.parse(s);
    for (const c of a.cars) CarSchema.parse(c);
    // scale ids never collide with the demo tenants'
    const demo = generateDemo({ now: NOW, validate: false });
    const demoIds = new Set(demo.cars.map((c) => c.id));
    expect(a.cars.some((c) => demoIds.has(c.id))).toBe(false);
  });

  it('gives each tenant its own car count when totals are given (bench:scale)', () => {
    const totals = [5, 120, 0, 2_000];
    const data = generateDemo({ now: NOW, scale: { tenants: 4, cars: 2_125, totals }, validate: false });
    const perSite = data.sites.map(
      (s) => data.cars.filter((c) => s.dealerships.some((d) => d.id === c.dealership_id)).length,
    );
    expect(perSite).toEqual(totals);
  });

  it('handles one tenant and zero cars', () => {
    expect(generateDemo({ now: NOW, scale: { tenants: 1, cars: 250 } }).cars).toHaveLength(250);
    expect(generateDemo({ now: NOW, scale: { tenants: 3, cars: 0 } }).cars).toHaveLength(0);
  });

  it('refuses a tenant too large for its id range', () => {
    expect(() => generateDemo({ now: NOW, scale: { tenants: 1, cars: 150_000 }, validate: false })).toThrow(/99,999/);
  });
});
