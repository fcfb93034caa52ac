import { describe, expect, it } from 'vitest';
import { demoVehicleLookup, fnv1a } from './lookup.js';
import { ValuationCreateSchema, VehicleLookupRequestSchema, valuationOffer, valuationSteps } from './valuation.js';

const stock = {
  models: [
    { make: 'Toyota', name: 'Corolla', count: 3 },
    { make: 'Kia', name: 'Sportage', count: 1 },
  ],
};

describe('valuations', () => {
  it('rego is normalised (spaces removed, upper case) and validated', () => {
    expect(VehicleLookupRequestSchema.parse({ rego: 'abc 123', state: 'NSW' }).rego).toBe('ABC123');
    expect(VehicleLookupRequestSchema.safeParse({ rego: 'AB-123', state: 'NSW' }).success).toBe(false);
    expect(VehicleLookupRequestSchema.safeParse({ rego: 'ABC123', state: 'XX' }).success).toBe(false);
  });
  it('the demo lookup is deterministic per rego and state and uses the site stock models', () => {
    const a = demoVehicleLookup({ rego: 'ABC123', state: 'NSW' }, stock, 2026);
    expect(demoVehicleLookup({ rego: 'ABC123', state: 'NSW' }, stock, 2026)).toEqual(a);
    expect(['Toyota', 'Kia']).toContain(a.make);
    expect(a.year).toBeGreaterThanOrEqual(2010);
    expect(a.year).toBeLessThan(2026);
    expect(a.vehicle_id).toBe(`demo:${fnv1a('NSW:ABC123').toString(16)}`);
    expect(demoVehicleLookup({ rego: 'XYZ987', state: 'VIC' }, { models: [] }, 2026).make).toBeTruthy();
  });
  it('offer: condition, km against the average for the age, accident and service history', () => {
    const v = { year: 2020, average_market_price: 30000 };
    const base = { km: 90000, condition: 'Good' as const, accident_history: false, service_history: true };
    expect(valuationOffer(v, base, 2026)).toBe(30000);
    expect(valuationOffer(v, { ...base, km: 140000 }, 2026)).toBe(28000);
    expect(valuationOffer(v, { ...base, km: 0 }, 2026)).toBe(33600);
    expect(valuationOffer(v, { ...base, condition: 'Poor' }, 2026)).toBe(23400);
    expect(valuationOffer(v, { ...base, accident_history: true, service_history: false }, 2026)).toBe(25650);
    expect(valuationOffer(v, { ...base, km: 1_000_000 }, 2026)).toBe(22500);
  });
  it('create body and steps', () => {
    const body = ValuationCreateSchema.parse({
      rego: 'abc1',
      regoState: 'QLD',
      adjustments: { km: '1000', condition: 'Good' },
    });
    expect(body.adjustments).toEqual({ km: 1000, condition: 'Good', accident_history: false, service_history: true });
    expect(valuationSteps(false)).toHaveLength(3);
    expect(valuationSteps(true)).toHaveLength(4);
  });
});
