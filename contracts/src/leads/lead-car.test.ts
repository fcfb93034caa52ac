import { describe, expect, it } from 'vitest';
import { makeCar } from '../cars/car.fixture.js';
import {
  carFormCategory,
  fileLeadCar,
  keepsStoredCar,
  LEAD_CAR_FIELDS,
  leadCarFields,
  leadCarOf,
  leadFormEventId,
  storedLeadCar,
  TEST_DRIVE_ONLY_FIELD,
  UNVERIFIED_CAR_FIELD,
} from './lead-car.js';

const usedCar = leadCarOf(makeCar({ id: 7, car_type: 'used', stocknum: 'U7', make: 'Mazda', model: 'CX-5' }));
const newCar = leadCarOf(makeCar({ id: 8, car_type: 'new', stocknum: 'N8', make: 'Toyota', model: 'RAV4' }));
const enquiry = { id: 'vehicle-enquiry', category: 'Used Vehicle Enquiry' } as const;
const testDrive = { id: 'test-drive', category: 'Test Drive' } as const;
const finance = { id: 'finance', category: 'Finance Enquiry' } as const;
const valuation = { id: 'valuation', category: 'Trade-in Enquiry' } as const;
/** What a tampered body says about its car. */
const claims = {
  car_id: '7',
  stock_number: 'FAKE',
  'Vehicle Make': 'Ferrari',
  'Vehicle Model': 'F40',
  car_type: 'new',
  vehicle_status: 'sold',
  category: 'New Vehicle Enquiry',
};

describe('leadCarOf / leadCarFields: a car under its SPEC lead field names', () => {
  it('maps the car; empty values are left out', () => {
    expect(usedCar).toEqual({
      car_id: '7',
      stock_number: 'U7',
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      vehicle_status: 'in_stock',
      test_drive_only: false,
    });
    expect(leadCarOf(makeCar({ tag: 'Test Drive Only' })).test_drive_only).toBe(true);
    expect(leadCarFields(usedCar)).toEqual({
      car_id: '7',
      stock_number: 'U7',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      car_type: 'used',
      vehicle_status: 'in_stock',
    });
    expect(leadCarFields({ car_id: '9', make: '', model: undefined })).toEqual({ car_id: '9' });
    expect(Object.keys(leadCarFields(usedCar))).toEqual([...LEAD_CAR_FIELDS]);
  });
});

describe('carFormCategory: the category a car gives a form', () => {
  it('vehicle enquiry and test drive by the car type; other forms keep theirs', () => {
    expect(carFormCategory(enquiry, newCar)).toBe('New Vehicle Enquiry');
    expect(carFormCategory(enquiry, usedCar)).toBe('Used Vehicle Enquiry');
    expect(carFormCategory(enquiry, null)).toBe('Used Vehicle Enquiry');
    expect(carFormCategory(testDrive, newCar)).toBe('New Vehicle Enquiry');
    expect(carFormCategory(testDrive, { car_type: 'demo' })).toBe('Used Vehicle Enquiry');
    expect(carFormCategory(testDrive, null)).toBe('Test Drive');
    expect(carFormCategory(finance, newCar)).toBeNull();
  });
});

describe('fileLeadCar: the lead API files the car itself, never what the body says', () => {
  it('a faked new type on a used car is filed as the used car (category too)', () => {
    expect(fileLeadCar(enquiry, { name: 'Sam', ...claims }, { car: usedCar })).toEqual({
      name: 'Sam',
      car_id: '7',
      stock_number: 'U7',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      car_type: 'used',
      vehicle_status: 'in_stock',
      category: 'Used Vehicle Enquiry',
    });
    expect(fileLeadCar(testDrive, { ...claims, car_type: 'used' }, { car: newCar })).toMatchObject({
      car_type: 'new',
      category: 'New Vehicle Enquiry',
    });
  });
  it('finance files the car but keeps its own category', () => {
    expect(fileLeadCar(finance, { ...claims, category: 'Finance Enquiry' }, { car: usedCar })).toMatchObject({
      stock_number: 'U7',
      car_type: 'used',
      category: 'Finance Enquiry',
    });
  });
  it('a car form without a car carries no car fields', () => {
    const { car_id: _id, ...rest } = claims;
    expect(fileLeadCar(testDrive, { name: 'Sam', ...rest }, { car: null })).toEqual({
      name: 'Sam',
      category: 'Test Drive',
    });
  });
  it("other forms keep the shopper's own vehicle and file only the verified car_id", () => {
    const tradeIn = { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', car_id: '8', category: 'Trade-in Enquiry' };
    expect(fileLeadCar(valuation, tradeIn, { car: newCar })).toEqual(tradeIn);
    expect(fileLeadCar(valuation, { 'Vehicle Make': 'Kia' }, { car: null })).toEqual({ 'Vehicle Make': 'Kia' });
  });
  it('a car that could not be checked is dropped and named for the dealer; a claimed flag is not kept', () => {
    expect(fileLeadCar(enquiry, { name: 'Sam', ...claims }, { unverified: '7' })).toEqual({
      name: 'Sam',
      category: 'Used Vehicle Enquiry',
      [UNVERIFIED_CAR_FIELD]: '7',
    });
    expect(fileLeadCar(valuation, { car_id: '7', 'Vehicle Make': 'Kia' }, { unverified: '7' })).toEqual({
      'Vehicle Make': 'Kia',
      [UNVERIFIED_CAR_FIELD]: '7',
    });
    expect(fileLeadCar(enquiry, { ...claims, [UNVERIFIED_CAR_FIELD]: '99' }, { car: usedCar })).not.toHaveProperty(
      UNVERIFIED_CAR_FIELD,
    );
  });
});

describe('leadFormEventId: the lead event from the form and the verified car', () => {
  it.each([
    [{ kind: 'enquiry' }, newCar, 14],
    [{ kind: 'enquiry' }, usedCar, 15],
    [{ kind: 'enquiry' }, null, 22],
    [{ kind: 'test_drive' }, newCar, 17],
    [{ kind: 'test_drive' }, usedCar, 48],
    [{ kind: 'test_drive' }, { ...usedCar, test_drive_only: true }, 17],
    [{ kind: 'sell_my_car' }, null, 28],
    [{ kind: 'career' }, null, 51],
    [{ kind: 'other' }, usedCar, 22],
  ] as const)('%j %j -> %i', (form, car, id) => expect(leadFormEventId(form, car, {})).toBe(id));
  it('a Careers Enquiry mapped to General Enquiry is event 51 on any form', () =>
    expect(leadFormEventId({ kind: 'enquiry' }, null, { subcategory: 'Career Enquiry' })).toBe(51));
});

describe('storedLeadCar / keepsStoredCar: a later save keeps the car its lead was filed with', () => {
  const tdo = leadCarOf(makeCar({ id: 9, car_type: 'used', stocknum: 'T9', tag: 'Test Drive Only' }));
  it('rebuilds the filed car of a form opened from a car (same fields, category and event)', () => {
    const filed = fileLeadCar(testDrive, { name: 'Sam' }, { car: tdo });
    expect(filed[TEST_DRIVE_ONLY_FIELD]).toBe(true);
    const found = storedLeadCar(testDrive, filed);
    expect(fileLeadCar(testDrive, filed, found)).toEqual(filed);
    expect(leadFormEventId({ kind: 'test_drive' }, 'car' in found ? found.car : null, filed)).toBe(
      leadFormEventId({ kind: 'test_drive' }, tdo, filed),
    );
    const enquiryLead = fileLeadCar(enquiry, { name: 'Sam' }, { car: usedCar });
    expect(storedLeadCar(enquiry, enquiryLead)).toEqual({ car: { ...usedCar, test_drive_only: false } });
    expect(storedLeadCar(enquiry, { car_id: 7, car_type: 'van' })).toEqual({
      car: { car_id: '7', car_type: undefined, test_drive_only: false },
    });
  });
  it('other forms keep only the car_id; an unchecked car stays unverified; no car is none', () => {
    expect(storedLeadCar(valuation, { car_id: '8', 'Vehicle Make': 'Kia' })).toEqual({ car: { car_id: '8' } });
    expect(storedLeadCar(enquiry, { [UNVERIFIED_CAR_FIELD]: '7' })).toEqual({ unverified: '7' });
    expect(storedLeadCar(enquiry, { car_id: '' })).toEqual({ car: null });
  });
  it('a body claiming test_drive_only is not kept', () => {
    expect(fileLeadCar(testDrive, { [TEST_DRIVE_ONLY_FIELD]: true }, { car: usedCar })).not.toHaveProperty(
      TEST_DRIVE_ONLY_FIELD,
    );
  });
  it('keeps the stored car when the save names none or the same one', () => {
    expect(keepsStoredCar({}, { car_id: '42' })).toBe(true);
    expect(keepsStoredCar({ car_id: 42 }, { car_id: '42' })).toBe(true);
    expect(keepsStoredCar({ car_id: '42' }, { [UNVERIFIED_CAR_FIELD]: '42' })).toBe(true);
    expect(keepsStoredCar({ car_id: '7' }, { car_id: '42' })).toBe(false);
    expect(keepsStoredCar({ car_id: '' }, { car_id: '42' })).toBe(false);
    expect(keepsStoredCar({ car_id: null }, {})).toBe(true);
  });
});
