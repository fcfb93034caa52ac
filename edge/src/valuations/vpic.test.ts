import { describe, expect, it } from 'vitest';
import { decodeVin } from './vpic.js';

const answer = (row: Record<string, string>) => async () =>
  new Response(JSON.stringify({ Count: 1, Message: 'Results returned successfully', Results: [row] }), {
    headers: { 'content-type': 'application/json' },
  });
const options = (fetch: typeof globalThis.fetch) => ({ apiKey: '', baseUrl: 'http://vpic', fetch, backoffMs: 1 });

describe('decodeVin (NHTSA vPIC DecodeVinValues)', () => {
  it('reads year, make (as dealers write it), model and trim, else the series', async () => {
    const row = {
      ModelYear: '2019',
      Make: 'MERCEDES-BENZ',
      Model: 'GLC',
      Trim: '',
      Series: '300 4MATIC',
      ErrorCode: '0',
    };
    expect(await decodeVin('WDC0G4KB0KV000001', options(answer(row)))).toEqual({
      year: 2019,
      make: 'Mercedes-Benz',
      model: 'GLC',
      badge: '300 4MATIC',
    });
    const gmc = { ModelYear: '2022', Make: 'GMC', Model: 'Sierra', Trim: 'SLT', ErrorCode: '1' };
    expect((await decodeVin('1GTU9DED0NZ000001', options(answer(gmc))))?.make).toBe('GMC');
  });
  it('a row without make, model or year is a VIN vPIC does not know: null', async () => {
    const none = { ModelYear: '', Make: '', Model: '', ErrorCode: '7' };
    expect(await decodeVin('ZZZZZZZZZZZZZZZZZ', options(answer(none)))).toBeNull();
  });
});
