import { expect, it } from 'vitest';
import { makeCar } from '../fixtures.js';
import { carDocumentFromJson, carDocumentFromRow } from './car-document.js';

it("a stored car's search document carries the derived fields and its dealership's name", () => {
  const car = makeCar({ id: 7, price: 25_000 });
  const doc = carDocumentFromRow({ doc: JSON.stringify(car), dealership_name: 'Harbourside Toyota' });
  expect(doc?.id).toBe(7);
  expect(doc?.dealership_name).toBe('Harbourside Toyota');
  expect(doc?.price_shown).toBe(1);
});

it('a row that is not JSON or fails the car schema is never searchable', () => {
  expect(carDocumentFromJson('not json', () => null)).toBeNull();
  expect(carDocumentFromJson(JSON.stringify({ id: 'x' }), () => null)).toBeNull();
});
