import { expect, it } from 'vitest';
import { auPostcodePoint, decodePostcodeTable } from './au-postcodes.js';

it('decodes the delta table: a gap only when postcodes are not consecutive, points in 1e-4 degrees', () => {
  const points = decodePostcodeTable('200:-352777,1491189;600:228190,-182822;0,0;2:247,-908');
  expect([...points.keys()]).toEqual(['0200', '0800', '0801', '0803']);
  expect(points.get('0200')).toEqual({ lat: -35.2777, lng: 149.1189 });
  expect(points.get('0801')).toEqual(points.get('0800'));
  expect(points.get('0803')).toEqual({ lat: -12.434, lng: 130.7459 });
});

it('finds real postcodes in the generated table and nothing for one that does not exist', () => {
  expect(auPostcodePoint('2000')).toEqual({ lat: -33.86, lng: 151.2505 });
  expect(auPostcodePoint('7000')).toEqual({ lat: -42.8784, lng: 147.308 });
  expect(auPostcodePoint('0000')).toBeNull();
  expect(auPostcodePoint('2000x')).toBeNull();
});
