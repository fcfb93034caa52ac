/**
 * Cell values as dealer-management exports write them, read into our columns' values before the row
 * is checked (feed-row.ts): `$24,990.00`, `45,210 km`, `POA`, `Demonstrator`, `ULP`, `In Stock`.
 * A value none of these recognise is passed on unchanged, so the row check reports it in plain words.
 */

/** Price on application (SPEC §7: a price of 10 or less shows the no-price text, default 'Enquire for price.'). */
const POA = new Set(['poa', 'priceonapplication', 'enquire', 'enquireforprice', 'callforprice', 'pleasecall', 'tba']);

const squash = (v: string) => v.toLowerCase().replace(/[^a-z0-9]/g, '');

/** `$24,990.00`, `NZD 18 500`, `45,210 km`, `12 000mi` → their number's text; anything else unchanged. */
export function numberText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const stripped = v
    .trim()
    .replace(/^(aud|nzd|usd|\$)\s*/i, '')
    .replace(/^\$\s*/, '')
    .replace(/\s*(km|kms|kilometres|kilometers|mi|miles)$/i, '')
    .replace(/(?<=\d)[,\s](?=\d{3}\b)/g, '');
  return /^-?\d+(\.\d+)?$/.test(stripped) ? stripped : v;
}

/** A price cell: empty or POA (any spelling of it) is price on application, stored as 0. */
export function priceText(v: unknown): unknown {
  if (v === '' || v === null || v === undefined) return '0';
  if (typeof v === 'string' && POA.has(squash(v))) return '0';
  return numberText(v);
}

export const isPriceOnApplication = (v: unknown) =>
  v === '' || v === null || v === undefined || (typeof v === 'string' && POA.has(squash(v)));

const CAR_TYPES: Record<string, string> = {
  new: 'new',
  n: 'new',
  brandnew: 'new',
  used: 'used',
  u: 'used',
  preowned: 'used',
  secondhand: 'used',
  demo: 'demo',
  d: 'demo',
  demonstrator: 'demo',
  exdemo: 'demo',
};
/** `New`, `U`, `Pre-owned`, `Demonstrator` → new / used / demo. */
export const carTypeText = (v: unknown) => (typeof v === 'string' ? (CAR_TYPES[squash(v)] ?? v.trim()) : v);

const STATUSES: Record<string, string> = {
  instock: 'in_stock',
  available: 'in_stock',
  forsale: 'in_stock',
  active: 'in_stock',
  comingsoon: 'coming_soon',
  incoming: 'coming_soon',
  intransit: 'coming_soon',
  onorder: 'coming_soon',
  sold: 'sold',
};
/** `In Stock`, `Available`, `In transit`, `SOLD` → in_stock / coming_soon / sold; empty → in_stock. */
export function statusText(v: unknown): unknown {
  if (v === '' || v === null || v === undefined) return 'in_stock';
  return typeof v === 'string' ? (STATUSES[squash(v)] ?? v.trim()) : v;
}

/** Fuel words of AU/NZ/US exports → SIMPLE_FUELS; checked most specific first (a plug-in hybrid is PHEV). */
const FUELS: [RegExp, string][] = [
  [/plug-?in|phev/i, 'PHEV'],
  [/hybrid|hev/i, 'Hybrid'],
  [/electric|^b?ev$/i, 'Electric'],
  [/diesel/i, 'Diesel'],
  [/petrol|unleaded|ulp|gasoline|^gas$|e10|e85/i, 'Petrol'],
];
export function fuelText(v: unknown): unknown {
  if (typeof v !== 'string' || v.trim() === '') return v;
  return FUELS.find(([re]) => re.test(v.trim()))?.[1] ?? v.trim();
}
