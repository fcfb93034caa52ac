import { describe, expect, it } from 'vitest';
import { CarClarityCustomerSchema, type LeadDestination, leadSubmitPath } from './car-clarity.js';

describe('leadSubmitPath (SPEC §7 destinations, mock mode)', () => {
  it("sends 'server' to the lead API and 'car-clarity' to Car Clarity; mock mode swaps /api for /mock", () => {
    expect(leadSubmitPath('server')).toBe('/api/leads');
    expect(leadSubmitPath('car-clarity')).toBe('/api/carClarityCustomer');
    expect(leadSubmitPath('car-clarity', { mock: true })).toBe('/mock/carClarityCustomer');
  });
  it('an unknown destination throws (SPEC §8)', () => {
    expect(() => leadSubmitPath('crm' as LeadDestination)).toThrow(/Unknown lead destination/);
  });
  it('the customer body refuses unknown fields', () => {
    const ok = { first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '0412345678' };
    expect(CarClarityCustomerSchema.safeParse(ok).success).toBe(true);
    expect(CarClarityCustomerSchema.safeParse({ ...ok, site_slug: 'x' }).success).toBe(false);
  });
});
