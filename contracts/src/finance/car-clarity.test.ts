import { describe, expect, it } from 'vitest';
import { CarClarityCustomerSchema, carClarityCustomerOf, type LeadDestination, leadSubmitPath } from './car-clarity.js';

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

describe('carClarityCustomerOf (the finance form as a Car Clarity customer)', () => {
  it('splits the name, sends budget less deposit, an AU postcode and the car; the schema accepts it', () => {
    const customer = carClarityCustomerOf(
      {
        name: ' Jane  van Citizen ',
        phone: '0412 345 678',
        email: 'jane@example.com',
        postcode: '2000',
        vehiclePriceBudget: '$30,000',
        deposit: '5000',
        loan_term: '60',
      },
      '42',
    );
    expect(customer).toEqual({
      first_name: 'Jane',
      last_name: 'van Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      loan_amount: 25000,
      car_id: '42',
      opt_in: false,
    });
    expect(CarClarityCustomerSchema.safeParse(customer).success).toBe(true);
  });
  it('no loan under $1,000, no ZIP, no car claim that is not an id; a one-word name leaves last_name for the endpoint to refuse', () => {
    const c = carClarityCustomerOf({ name: 'Cher', postcode: '53703', vehiclePriceBudget: '900' }, 'abc');
    expect(c).toEqual({ first_name: 'Cher', last_name: '', email: '', phone: '', opt_in: false });
  });
});
