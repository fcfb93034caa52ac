import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture.js';
import {
  canReserve,
  paymentProcessor,
  reserveBlockers,
  reserveButtonWidth,
  reserveDeposit,
  showHistoryReport,
} from './reserve.js';

const site = { features: { payments: true }, reserve_coming_soon: false };
const noKey = [{ authorization_type: 'stripe', authorization_key: ' ', deposit_amount: 300 }];

// SPEC §5 "Reserve / buy online allowed only when all hold": payment features are enabled for the site;
// status is in_stock (coming_soon is also accepted on some sites); the car is not test-drive-only; a payment
// processor with a key exists (at least one processor); not sold and not reserved; price above 200;
// reservable is not false.
describe('reserveBlockers', () => {
  it.each([
    ['all hold', makeCar(), site, []],
    ['payments off', makeCar(), { ...site, features: { payments: false } }, ['payments_disabled']],
    ['coming_soon not accepted', makeCar({ status: 'coming_soon' }), site, ['status']],
    [
      'coming_soon accepted on some sites',
      makeCar({ status: 'coming_soon' }),
      { ...site, reserve_coming_soon: true },
      [],
    ],
    ['sold status', makeCar({ status: 'sold' }), { ...site, reserve_coming_soon: true }, ['status']],
    ['test-drive-only', makeCar({ tag: 'Test Drive Only' }), site, ['test_drive_only']],
    ['no processor', makeCar({ payment_processors: [] }), site, ['no_payment_processor']],
    ['processor without key', makeCar({ payment_processors: noKey }), site, ['no_payment_processor']],
    ['sold flag', makeCar({ sold: true }), site, ['sold']],
    ['reserved', makeCar({ reserved: true }), site, ['reserved']],
    ['price 200', makeCar({ price: 200 }), site, ['price_too_low']],
    ['price 199', makeCar({ price: 199 }), site, ['price_too_low']],
    ['price 201', makeCar({ price: 201 }), site, []],
    ['price 200.01', makeCar({ price: 200.01 }), site, []],
    ['reservable false', makeCar({ reservable: false }), site, ['not_reservable']],
    ['reservable null', makeCar({ reservable: null }), site, []],
  ] as const)('%s -> %j', (_name, car, s, expected) => {
    expect(reserveBlockers(car, s)).toEqual(expected);
    expect(canReserve(car, s)).toBe(expected.length === 0);
  });
});

// SPEC §2/§9: "Reserve: ... default deposit $200 (deposit comes from the payment processor)."
describe('reserveDeposit', () => {
  it.each([
    ['from the processor', makeCar(), 500],
    ['no processor', makeCar({ payment_processors: [] }), 200],
    [
      'null amount',
      makeCar({ payment_processors: [{ authorization_type: 's', authorization_key: 'k', deposit_amount: null }] }),
      200,
    ],
    [
      'zero amount',
      makeCar({ payment_processors: [{ authorization_type: 's', authorization_key: 'k', deposit_amount: 0 }] }),
      200,
    ],
    [
      'keyed processor wins',
      makeCar({
        payment_processors: [...noKey, { authorization_type: 'w', authorization_key: 'k', deposit_amount: 1000 }],
      }),
      1000,
    ],
  ])('%s -> %i', (_name, car, expected) => expect(reserveDeposit(car)).toBe(expected));
  it('finds the keyed processor', () => {
    expect(
      paymentProcessor(
        makeCar({ payment_processors: [{ authorization_type: 'x', authorization_key: null, deposit_amount: 1 }] }),
      ),
    ).toBeUndefined();
  });
});

// SPEC §2: "The reserve button is full width when the car has a file, otherwise half width."
// SPEC §5: "History report button only if the car has a file."
describe('file rules', () => {
  it.each([
    ['/reports/1.pdf', 'full', true],
    [null, 'half', false],
    ['', 'half', false],
  ] as const)('file %s -> %s', (file, width, report) => {
    expect(reserveButtonWidth({ file })).toBe(width);
    expect(showHistoryReport({ file })).toBe(report);
  });
});
