import { describe, expect, it } from 'vitest';
import { KIND_OFFERS, kindSellingPoints, VEHICLE_KINDS, vehicleKind } from './vehicle-kind.js';

const site = (template: string, base = '/cars', subs = false) =>
  ({ template, vehicle_base_path: base, offers_subscription: subs }) as Parameters<typeof vehicleKind>[0];

describe('vehicleKind', () => {
  it('names each demo dealer kind from its template and base path', () => {
    expect(vehicleKind(site('group'))).toBe('sale');
    expect(vehicleKind(site('powersport', '/motorcycles'))).toBe('motorcycle');
    expect(vehicleKind(site('outdoor', '/campers'))).toBe('camper');
    expect(vehicleKind(site('commercial'))).toBe('truck');
    expect(vehicleKind(site('mobility'))).toBe('rental');
    expect(vehicleKind(site('mobility', '/cars', true))).toBe('subscription');
  });
  it('a hired car on a sales site is known by its price', () => {
    expect(vehicleKind(site('standard'), { price_type: 'Per Day' })).toBe('rental');
    expect(vehicleKind(site('standard', '/cars', true), { price_type: 'Per Week' })).toBe('subscription');
    expect(vehicleKind(site('standard'), { price_type: 'Drive Away', subscription_price: 199 })).toBe('subscription');
    expect(vehicleKind(site('standard', '/cars', true), { price_type: 'Drive Away' })).toBe('sale');
  });
});

describe('KIND_OFFERS', () => {
  it('has a row for every kind; hired kinds sell nothing', () => {
    expect(Object.keys(KIND_OFFERS).sort()).toEqual([...VEHICLE_KINDS].sort());
    for (const kind of ['rental', 'subscription'] as const) {
      const { actions, tools, card } = KIND_OFFERS[kind];
      expect(actions).toMatchObject({ finance: false, tradeIn: false, reserve: false, testDrive: null });
      expect(tools).toEqual({ repaymentCalculator: false, financeSteps: false });
      expect(card).not.toContain('reserve');
    }
  });
  it('a selling point shows only with its action on the page', () => {
    const all = { reserve: true, finance: true, enquire: true };
    expect(kindSellingPoints('sale', all).map((p) => p.key)).toEqual(['reserve', 'payments', 'finance']);
    expect(kindSellingPoints('sale', { ...all, reserve: false }).map((p) => p.key)).toEqual(['finance']);
    expect(kindSellingPoints('rental', all).map((p) => p.title)).toEqual(['Priced by the day', 'Ask online']);
  });
});
