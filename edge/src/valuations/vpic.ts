import * as z from 'zod';
import {
  LookupUnavailableError,
  type ProviderClientOptions,
  providerCall,
  providerCallOptions,
} from './provider-call.js';

/**
 * US VIN decoding through NHTSA's vPIC API (issue 35): GET {base}/api/vehicles/DecodeVinValues/{vin}?format=json,
 * public and keyless. It answers 200 with one flat row (`Results[0]`) of text fields; we read ModelYear, Make,
 * Model, Trim and Series. ErrorCode lists what vPIC found wrong ('0' a clean decode; a wrong check digit '1'
 * still decodes); a row without make, model or year is a VIN vPIC does not know (→ null, "not found").
 * Tested only against the local stand-in (tests/support/us-vehicle-stand-in.ts).
 */

export const VPIC_URL = 'https://vpic.nhtsa.dot.gov';

const Row = z.object({
  ModelYear: z.string().nullish(),
  Make: z.string().nullish(),
  Model: z.string().nullish(),
  Trim: z.string().nullish(),
  Series: z.string().nullish(),
  ErrorCode: z.string().nullish(),
});
const Answer = z.object({ Results: z.array(Row) });

export type DecodedVin = { year: number; make: string; model: string; badge: string };

/** vPIC spells makes in capitals ('CHEVROLET'); shown as a dealer writes them, short ones kept (BMW, GMC). */
const makeName = (make: string) => make.replace(/[A-Z]{4,}/g, (word) => word[0] + word.slice(1).toLowerCase());

/**
 * The vehicle a VIN names, null when vPIC cannot decode it; LookupUnavailableError when vPIC cannot answer.
 *
 * @example
 * await decodeVin('1G1ZD5ST0LF012345', { apiKey: '', baseUrl: VPIC_URL }); // { year: 2020, make: 'Chevrolet', model: 'Malibu', badge: 'LT' }
 */
export async function decodeVin(vin: string, options: ProviderClientOptions): Promise<DecodedVin | null> {
  const o = providerCallOptions('NHTSA vPIC', options, () => ({}));
  const found = await providerCall(o, `/api/vehicles/DecodeVinValues/${encodeURIComponent(vin)}?format=json`, {
    method: 'GET',
  });
  if (found === null) return null;
  const answer = Answer.safeParse(found);
  if (!answer.success) throw new LookupUnavailableError('NHTSA vPIC: unexpected answer');
  const row = answer.data.Results[0];
  const year = Number(row?.ModelYear);
  const make = row?.Make?.trim() ?? '';
  const model = row?.Model?.trim() ?? '';
  if (!row || !Number.isInteger(year) || year < 1981 || !make || !model) return null;
  return { year, make: makeName(make), model, badge: (row.Trim || row.Series || '').trim() };
}
