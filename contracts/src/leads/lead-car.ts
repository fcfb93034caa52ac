import { CAR_TYPES, type Car, type CarType } from '../cars/car.schema.js';
import { isTestDriveOnly } from '../cars/test-drive-only.js';
import { EVENT_IDS } from '../constants/events.js';
import type { FormDefinition, FormId } from '../forms/definitions/types.js';
import { CAREER_SUBCATEGORY } from './careers.js';
import { leadEventId } from './lead-request.js';
import { vehicleEnquiryCategory } from './success.js';

/**
 * The stock car of a lead (SPEC §3 lead payload: car_id, stock_number, Vehicle Make, Vehicle Model,
 * car_type, vehicle_status). The forms remote fills these from the form's query (built by the edge from the
 * real car); the lead API files them from the car itself, whatever a save says.
 */

/** A stock car as forms and leads name it (the keys of a car form's query). */
export type LeadCar = {
  car_id: string;
  stock_number?: string;
  make?: string;
  model?: string;
  car_type?: CarType;
  vehicle_status?: string;
  /** A test-drive-only car (SPEC §9 event 17 for its test drive). */
  test_drive_only?: boolean;
};

/** The lead fields that describe the stock car. */
export const LEAD_CAR_FIELDS = [
  'car_id',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'vehicle_status',
] as const;

/**
 * Set by the lead API when the car a save names could not be checked (search down): the lead is kept
 * without car details and this field tells the dealer which car the shopper's form named.
 */
export const UNVERIFIED_CAR_FIELD = 'unverified_car_id';

/** Filed (true only) on a lead of a test-drive-only car, so later saves keep its SPEC §9 event without a look-up. */
export const TEST_DRIVE_ONLY_FIELD = 'test_drive_only';

/** The car_id message of a save naming a car the site does not show (ours; SPEC has none). */
export const LEAD_CAR_MESSAGES = { unknown: 'This vehicle is not available on this website.' } as const;

/**
 * Forms whose lead carries the stock car's details (opened from a car). Other forms name a car by
 * car_id only: on a trade-in valuation or sell-my-car 'Vehicle Make'/'Vehicle Model' are the shopper's own.
 */
const CAR_DETAIL_FORMS: ReadonlySet<FormId> = new Set<FormId>(['vehicle-enquiry', 'test-drive', 'finance']);

/**
 * A car as leads name it, from the car itself.
 *
 * @example
 * leadCarOf(car); // { car_id: '42', stock_number: 'N4242', make: 'Toyota', model: 'Corolla', car_type: 'new', vehicle_status: 'in_stock', test_drive_only: false }
 */
export function leadCarOf(
  car: Pick<Car, 'id' | 'stocknum' | 'make' | 'model' | 'car_type' | 'status' | 'tag'>,
): Required<LeadCar> {
  return {
    car_id: String(car.id),
    stock_number: car.stocknum,
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    test_drive_only: isTestDriveOnly(car),
  };
}

/**
 * The lead fields of a car (make and model under their SPEC lead names); empty values are left out.
 *
 * @example
 * leadCarFields({ car_id: '42', make: 'Toyota', model: '' }); // { car_id: '42', 'Vehicle Make': 'Toyota' }
 */
export function leadCarFields(car: Partial<Omit<LeadCar, 'test_drive_only'>>): Record<string, string> {
  const fields: [string, string | undefined][] = [
    ['car_id', car.car_id],
    ['stock_number', car.stock_number],
    ['Vehicle Make', car.make],
    ['Vehicle Model', car.model],
    ['car_type', car.car_type],
    ['vehicle_status', car.vehicle_status],
  ];
  return Object.fromEntries(fields.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1] !== ''));
}

/**
 * The category a car gives a form's lead (SPEC §3/§4): the vehicle enquiry is a New or Used Vehicle
 * Enquiry by the car's type; a test drive of a car too (without a car it keeps the form's own category).
 * Null for forms whose category the car does not set.
 *
 * @example
 * carFormCategory({ id: 'test-drive', category: 'Test Drive' }, { car_type: 'new' }); // 'New Vehicle Enquiry'
 * carFormCategory({ id: 'test-drive', category: 'Test Drive' }, null); // 'Test Drive'
 */
export function carFormCategory(
  form: Pick<FormDefinition, 'id' | 'category'>,
  car: Pick<LeadCar, 'car_type'> | null,
): string | null {
  if (form.id === 'vehicle-enquiry') return vehicleEnquiryCategory(car?.car_type);
  if (form.id === 'test-drive') return car ? vehicleEnquiryCategory(car.car_type) : form.category;
  return null;
}

/** What the lead API found for the car a save names: the car, no car named, or a car it could not check. */
export type LeadCarFinding = { car: LeadCar } | { car: null } | { unverified: string };

/**
 * A save's fields with its car filed from the car itself (the lead API's rule; nothing the body says about
 * the car is kept):
 * - forms opened from a car (vehicle enquiry, test drive, finance): every car field comes from the car, and
 *   the category from its type (carFormCategory); without a verified car they carry no car fields;
 * - other forms keep their own 'Vehicle Make'/'Vehicle Model' and only the verified car_id is filed;
 * - a car that could not be checked is dropped and named in `unverified_car_id` for the dealer.
 *
 * @example
 * fileLeadCar(vehicleEnquiry, { car_id: '42', car_type: 'new', name: 'Sam' }, { car: usedCar });
 * // { name: 'Sam', car_id: '42', stock_number: 'U1', …, car_type: 'used', category: 'Used Vehicle Enquiry' }
 */
export function fileLeadCar(
  form: Pick<FormDefinition, 'id' | 'category'>,
  lead: Readonly<Record<string, unknown>>,
  finding: LeadCarFinding,
): Record<string, unknown> {
  const car = 'car' in finding ? finding.car : null;
  const details = CAR_DETAIL_FORMS.has(form.id);
  const { [UNVERIFIED_CAR_FIELD]: _claimed, ...out }: Record<string, unknown> = lead;
  for (const name of details ? LEAD_CAR_FIELDS : (['car_id'] as const)) delete out[name];
  delete out[TEST_DRIVE_ONLY_FIELD];
  if (car) Object.assign(out, details ? leadCarFields(car) : { car_id: car.car_id });
  if (car?.test_drive_only && details) out[TEST_DRIVE_ONLY_FIELD] = true;
  if ('unverified' in finding) out[UNVERIFIED_CAR_FIELD] = finding.unverified;
  const category = carFormCategory(form, car);
  if (category !== null) out.category = category;
  return out;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The car a stored lead was filed with (checked when its car_id was first saved), for a later save that
 * names no car or the same one: the lead API keeps it and does not look the car up again (a car hidden,
 * sold or unsearchable mid-form must not strip, change or block the lead). Forms not opened from a car
 * stored only the car_id (their make/model are the shopper's own).
 *
 * @example
 * storedLeadCar(vehicleEnquiry, { car_id: '42', car_type: 'used', 'Vehicle Make': 'Kia' });
 * // { car: { car_id: '42', make: 'Kia', car_type: 'used', test_drive_only: false, … } }
 * storedLeadCar(vehicleEnquiry, { unverified_car_id: '42' }); // { unverified: '42' }
 */
export function storedLeadCar(
  form: Pick<FormDefinition, 'id'>,
  stored: Readonly<Record<string, unknown>>,
): LeadCarFinding {
  const id = text(stored.car_id);
  if (id === undefined) {
    const unverified = text(stored[UNVERIFIED_CAR_FIELD]);
    return unverified === undefined ? { car: null } : { unverified };
  }
  if (!CAR_DETAIL_FORMS.has(form.id)) return { car: { car_id: id } };
  const type = text(stored.car_type);
  return {
    car: {
      car_id: id,
      stock_number: text(stored.stock_number),
      make: text(stored['Vehicle Make']),
      model: text(stored['Vehicle Model']),
      car_type: (CAR_TYPES as readonly string[]).includes(type ?? '') ? (type as CarType) : undefined,
      vehicle_status: text(stored.vehicle_status),
      test_drive_only: stored[TEST_DRIVE_ONLY_FIELD] === true,
    },
  };
}

/**
 * Whether a save keeps the car its lead was stored with (no car_id sent, or the same one): then the lead
 * API files the stored car (storedLeadCar) instead of looking it up.
 *
 * @example
 * keepsStoredCar({ car_id: 42 }, { car_id: '42' }); // true
 * keepsStoredCar({ car_id: '7' }, { car_id: '42' }); // false
 */
export function keepsStoredCar(
  lead: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
): boolean {
  const sent = lead.car_id;
  if (sent === undefined) return true;
  return text(sent) === (text(stored.car_id) ?? text(stored[UNVERIFIED_CAR_FIELD]));
}

/**
 * SPEC §9 lead event of a completed lead, from its form and its verified car (never from the request
 * body): leadEventId by the form's kind, the car's type and test-drive-only tag; a lead the careers
 * mapping filed as a Career Enquiry is 51 (SPEC §4).
 *
 * @example
 * leadFormEventId({ kind: 'test_drive' }, { car_id: '7', car_type: 'used' }, {}); // 48
 * leadFormEventId({ kind: 'other' }, null, { subcategory: 'Career Enquiry' }); // 51
 */
export function leadFormEventId(
  form: Pick<FormDefinition, 'kind'>,
  car: Pick<LeadCar, 'car_type' | 'test_drive_only'> | null,
  lead: Readonly<Record<string, unknown>>,
): number {
  if (lead.subcategory === CAREER_SUBCATEGORY) return EVENT_IDS.CAREER;
  return leadEventId(form.kind, car?.car_type ?? null, car?.test_drive_only ?? false);
}
