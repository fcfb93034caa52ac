import { expect, it } from 'vitest';
import { auPostcodePoint, decodePostcodeTable } from './au-postcodes.js';

it('decodes the delta table: a gap only when postcodes are not consecutive, points in 0.01 degrees', () => {
  const points = decodePostcodeTable('200:-3528,14912;600:2282,-1828;0,0;2:3,-9');
  expect([...points.keys()]).toEqual(['0200', '0800', '0801', '0803']);
  expect(points.get('0200')).toEqual({ lat: -35.28, lng: 149.12 });
  expect(points.get('0801')).toEqual(points.get('0800'));
  expect(points.get('0803')).toEqual({ lat: -12.43, lng: 130.75 });
});

it('finds real postcodes in the generated table and nothing for one that does not exist', () => {
  expect(auPostcodePoint('2000')).toEqual({ lat: -33.86, lng: 151.25 });
  expect(auPostcodePoint('7000')).toEqual({ lat: -42.88, lng: 147.31 });
  expect(auPostcodePoint('0000')).toBeNull();
  expect(auPostcodePoint('2000x')).toBeNull();
});
