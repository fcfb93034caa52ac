import { describe, expect, it } from 'vitest';
import { CAR_SYNONYMS, shopperWords } from './shopper-words.js';

const car = (extra: Parameters<typeof shopperWords>[0] | object) => ({ price: 45_990, ...extra });

describe('shopper words: what a car is, in the words shoppers search by', () => {
  it('kind, fuel, drive, seats and transmission', () => {
    expect(
      shopperWords(
        car({
          simple_body: 'SUV',
          simple_fuel: 'Electric',
          simple_drive: 'AWD',
          seats: 7,
          simple_transmission: 'Automatic',
        }),
        true,
      ),
    ).toBe('car family electric awd 7 seater automatic');
    expect(shopperWords(car({ simple_body: 'People Mover', simple_fuel: 'PHEV', seats: 8 }), true)).toBe(
      'car family plug in hybrid 7 seater 8 seater',
    );
  });
  it('a ute or pickup seating five is a dual cab; a US pickup is a truck', () => {
    expect(shopperWords(car({ simple_body: 'Ute', simple_drive: '4WD', seats: 5 }), true)).toBe(
      'car ute pickup dual cab 4wd',
    );
    expect(shopperWords(car({ simple_body: 'Pickup', seats: 2 }), true)).toBe('car ute pickup truck');
  });
  it("a motorcycle's chain is no drive; a caravan's 'Not Applicable' is no fuel", () => {
    expect(shopperWords(car({ simple_body: 'Sport', simple_drive: 'Chain', simple_fuel: 'Petrol' }), true)).toBe(
      'motorcycle petrol',
    );
    expect(
      shopperWords(
        car({ simple_body: 'Caravan', simple_drive: 'Not Applicable', simple_fuel: 'Not Applicable' }),
        true,
      ),
    ).toBe('caravan');
  });
  it('cheap: a shown sale price under 20,000, never a weekly or daily rate, never an unshown price', () => {
    expect(shopperWords({ price: 14_990 }, true)).toBe('cheap');
    expect(shopperWords({ price: 20_000 }, true)).toBe('');
    expect(shopperWords({ price: 0 }, false)).toBe('');
    expect(shopperWords({ price: 59, price_type: 'Per Day' }, true)).toBe('');
    expect(shopperWords({ price: 189, price_type: 'Per Week' }, true)).toBe('');
  });
  it('every synonym leads to a word that is a shopper word or a model name', () => {
    const all = Object.values(CAR_SYNONYMS).flat();
    expect(all).toContain('electric');
    for (const v of all) expect(v).toMatch(/^[a-z0-9 ]+$/);
  });
});
