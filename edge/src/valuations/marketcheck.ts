import * as z from 'zod';
import {
  LookupUnavailableError,
  type ProviderClientOptions,
  providerCall,
  providerCallOptions,
} from './provider-call.js';

/**
 * The US price guide (issue 35): MarketCheck Price™, the base tier of MarketCheck's price prediction API —
 * GET {base}/v2/predict/car/us/marketcheck_price?api_key=…&vin=…&miles=…&zip=… (dealer_type left at its default,
 * franchise), answering
 * `{ marketcheck_price, … }` (the predicted retail price in dollars). Chosen because it prices a VIN with
 * miles and a ZIP over a documented REST endpoint (docs.marketcheck.com, "MarketCheck Price"), which is what
 * our valuation needs; the key travels as the `api_key` query parameter, as MarketCheck documents (never
 * logged: provider-call errors name the path only). Tested only against the local stand-in
 * (tests/support/us-vehicle-stand-in.ts): confirm the shapes with a MarketCheck account before going live.
 */

export const MARKETCHECK_URL = 'https://mc-api.marketcheck.com';

const Price = z.object({ marketcheck_price: z.number().positive() });

export type PriceQuery = { vin: string; miles: number; zip: string | null };

/** The predicted retail price (whole dollars), null when MarketCheck has no price for the VIN. */
export async function marketcheckPrice(q: PriceQuery, options: ProviderClientOptions): Promise<number | null> {
  const o = providerCallOptions('MarketCheck', options, () => ({}));
  const query = new URLSearchParams({
    api_key: options.apiKey,
    vin: q.vin,
    miles: String(Math.round(q.miles)),
    ...(q.zip ? { zip: q.zip } : {}),
  });
  const found = await providerCall(o, `/v2/predict/car/us/marketcheck_price?${query}`, { method: 'GET' });
  if (found === null) return null;
  const price = Price.safeParse(found);
  if (!price.success) throw new LookupUnavailableError('MarketCheck price: unexpected answer');
  return Math.round(price.data.marketcheck_price);
}
