import { describe, expect, it } from 'vitest';
import {
  type ReservationConfirmation,
  reservationConfirmationText,
  reservationNextSteps,
  reservationReference,
} from './confirmation.js';
import { sandboxCardErrors } from './sandbox-cards.js';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('sandboxCardErrors (the sandbox form: card number, expiry, CVC)', () => {
  const ok = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  it('a listed card, a future expiry and a 3 or 4 digit CVC pass', () => {
    expect(sandboxCardErrors(ok, NOW)).toEqual({});
    expect(sandboxCardErrors({ ...ok, expiry: '11/26', cvc: '1234' }, NOW)).toEqual({});
    expect(sandboxCardErrors({ ...ok, expiry: '1/2031' }, NOW)).toEqual({});
  });
  it.each([
    [{ card_number: '4111 1111 1111 1111' }, 'card_number'],
    [{ expiry: '' }, 'expiry'],
    [{ expiry: '13/30' }, 'expiry'],
    [{ expiry: '10/26' }, 'expiry'],
    [{ expiry: '1230' }, 'expiry'],
    [{ cvc: '' }, 'cvc'],
    [{ cvc: '12' }, 'cvc'],
    [{ cvc: '12a' }, 'cvc'],
  ])('%j → an error on %s', (change, field) => {
    expect(Object.keys(sandboxCardErrors({ ...ok, ...change }, NOW))).toEqual([field]);
  });
});

describe('the reservation confirmation', () => {
  const c: ReservationConfirmation = {
    reference: reservationReference('ch_3fa9c2d1e4b5a6978877665544332211'),
    car: { id: 7, title: '2022 Toyota RAV4 GX', stock: 'T123', href: '/pre-owned/x' },
    deposit: { amount: 200, currency: 'NZD', text: '$200' },
    dealership: { name: 'Tasman Motors', phone: '09 555 0100', address: '1 Quay St, Auckland' },
    next: reservationNextSteps('Tasman Motors', 'Refunds: ask us.'),
    email: 'sam@example.com',
  };
  it('a reference people can read', () => expect(c.reference).toBe('R-3FA9C2D1'));
  it('names the car, the deposit in the dealer currency, the dealership, the reference and what happens next', () => {
    const text = reservationConfirmationText(c);
    expect(text).toContain('reference R-3FA9C2D1');
    expect(text).toContain('Vehicle: 2022 Toyota RAV4 GX (stock T123)');
    expect(text).toContain('Deposit paid: $200 NZD');
    expect(text).toContain('Dealership: Tasman Motors, 1 Quay St, Auckland, 09 555 0100');
    expect(text).toContain('1. Tasman Motors will contact you within one business day');
    expect(text).toContain('3. Refunds: ask us.');
  });
});
