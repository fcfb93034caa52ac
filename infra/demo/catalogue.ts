/**
 * The demo's parts, offers and categories (D1 `parts`, `offers`, `categories`: the search indexes of
 * the same names). Dealers that sell vehicles have a parts counter: each dealership gets its kind's
 * catalogue (fitted to its first franchised make; universal for a used-only yard), the categories of
 * that catalogue, and three live offers (a vehicle, a service and a parts deal) plus one that ended
 * last week (stored, never searchable). Rental and subscription dealers have none (their
 * /parts/search shows the no-results state and the enquiry form).
 */
import type { CategoryDocument, OfferDocument, PartDocument } from '@forecourt/contracts';
import type { VehicleKind } from './catalog.js';
import type { TenantSpec } from './tenants.js';
import type { DemoDealership } from './types.js';

type PartLine = [name: string, category: string, price: number, universal?: boolean];

/** Each vehicle kind's parts counter (name, category, price; `universal` fits any make). */
const PARTS_BY_KIND: Record<VehicleKind, PartLine[]> = {
  car: [
    ['Front brake pad set', 'Brakes', 89],
    ['Rear brake rotor', 'Brakes', 129],
    ['Oil filter', 'Filters', 19],
    ['Cabin air filter', 'Filters', 35],
    ['Engine air filter', 'Filters', 39],
    ['Wiper blade set', 'Wipers', 45, true],
    ['12V battery', 'Batteries', 249, true],
    ['All-weather floor mats', 'Accessories', 149],
    ['Roof racks', 'Accessories', 399],
    ['Towbar kit', 'Accessories', 890],
    ['LED headlight globe pair', 'Lighting', 79, true],
    ['Engine oil 5W-30 5L', 'Oils and Fluids', 59, true],
  ],
  motorcycle: [
    ['Front brake pads', 'Brakes', 69],
    ['Chain and sprocket kit', 'Chains and Sprockets', 249],
    ['Oil filter', 'Filters', 22],
    ['Air filter', 'Filters', 49],
    ['Full-face helmet', 'Riding Gear', 449, true],
    ['Riding gloves', 'Riding Gear', 89, true],
    ['Textile riding jacket', 'Riding Gear', 329, true],
    ['Front tyre 120/70ZR17', 'Tyres', 229, true],
    ['Engine oil 10W-40 4L', 'Oils and Fluids', 69, true],
    ['Tank bag', 'Accessories', 129],
    ['Heated grips', 'Accessories', 259],
  ],
  truck: [
    ['Fuel filter', 'Filters', 89],
    ['Air filter element', 'Filters', 189],
    ['Oil filter', 'Filters', 59],
    ['Brake shoe set', 'Brakes', 349],
    ['Air dryer cartridge', 'Brakes', 139],
    ['LED work light', 'Lighting', 149, true],
    ['24V battery', 'Batteries', 489, true],
    ['Mud flap pair', 'Accessories', 79, true],
    ['Bull bar', 'Accessories', 2890],
    ['Diesel engine oil 15W-40 20L', 'Oils and Fluids', 169, true],
    ['AdBlue 10L', 'Oils and Fluids', 29, true],
  ],
  caravan: [
    ['Weight distribution hitch', 'Towing', 749, true],
    ['Electric brake controller', 'Towing', 329, true],
    ['12V deep-cycle battery', 'Electrical', 589, true],
    ['Solar panel 200W', 'Electrical', 449, true],
    ['Water pump', 'Water', 189],
    ['Inline water filter', 'Water', 49, true],
    ['Roll-out awning', 'Accessories', 999],
    ['Levelling ramps', 'Accessories', 69, true],
    ['Gas regulator', 'Gas', 59, true],
  ],
};

/** What each category holds, for its `categories` document. */
const CATEGORY_TEXT: Record<string, string> = {
  Brakes: 'Pads, rotors, shoes and the parts that stop you.',
  Filters: 'Oil, air, cabin and fuel filters for scheduled servicing.',
  Wipers: 'Blades and refills for a clear view.',
  Batteries: 'Starting and deep-cycle batteries, fitted or over the counter.',
  Accessories: 'Genuine and approved accessories to make it yours.',
  Lighting: 'Globes and lamps, road legal.',
  'Oils and Fluids': 'Engine oil, coolant and the fluids your service uses.',
  'Chains and Sprockets': 'Drive chains and sprockets, sold as kits.',
  'Riding Gear': 'Helmets, gloves and jackets for every ride.',
  Tyres: 'Tyres for road and track.',
  Towing: 'Hitches and brake controllers for towing safely.',
  Electrical: 'Batteries and solar for power off the grid.',
  Water: 'Pumps and filters for clean water on the road.',
  Gas: 'Regulators and fittings for your gas appliances.',
};

const DAY = 86_400;
export const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type DemoCatalogue = { parts: PartDocument[]; offers: OfferDocument[]; categories: CategoryDocument[] };

/** A dealership's parts categories, in the order its catalogue first names them. */
function categoryDocs(d: DemoDealership, categories: readonly string[]): CategoryDocument[] {
  return categories.map((name, position) => ({
    id: `${d.id}-${slugOf(name)}`,
    dealership_id: d.id,
    name,
    slug: slugOf(name),
    kind: 'parts',
    description: CATEGORY_TEXT[name] ?? '',
    position,
  }));
}

/** A dealership's parts: its kind's lines, fitted to `make` unless universal. */
function partDocs(t: TenantSpec, d: DemoDealership, lines: readonly PartLine[], make: string | null): PartDocument[] {
  const code = (make ?? 'GEN').slice(0, 3).toUpperCase();
  return lines.map(([name, category, price, universal], n) => {
    const fits = universal ? null : make;
    return {
      id: `${d.id}-p${n + 1}`,
      dealership_id: d.id,
      name: fits ? `${fits} ${name.charAt(0).toLowerCase()}${name.slice(1)}` : name,
      part_number: `${t.stockPrefix}-${code}-${String(1000 + n * 7).padStart(5, '0')}`,
      category,
      category_slug: slugOf(category),
      make: fits,
      // every fifth part is price on application; every seventh is ordered in
      price: n % 5 === 4 ? null : price,
      description: fits
        ? `Genuine ${fits} ${name.toLowerCase()}, fitted by our workshop or collected from the parts counter.`
        : `${name}, fitted by our workshop or collected from the parts counter.`,
      in_stock: n % 7 !== 6,
    };
  });
}

/** A dealership's offers: a vehicle, a service and a parts deal (live), and a parts deal that ended last week. */
function offerDocs(
  t: TenantSpec,
  d: DemoDealership,
  categories: readonly string[],
  make: string | null,
  nowSeconds: number,
): OfferDocument[] {
  const model = t.catalog.find((m) => m.make === make)?.model ?? t.catalog[0]?.model ?? null;
  const vehicleMake = make ?? t.catalog[0]?.make ?? null;
  const live = { starts_at_timestamp: nowSeconds - 7 * DAY, expires_at_timestamp: nowSeconds + 30 * DAY };
  const firstCategory = categories.find((c) => c === 'Accessories') ?? categories[0] ?? 'Accessories';
  // a US dealer's words (issue 35 foreignWords: no 'Logbook' or 'drive-away' on a US site)
  const us = t.config.locale === 'en-US';
  const vehicle = [vehicleMake, model].filter(Boolean).join(' ');
  const servicePrice = t.kind === 'truck' ? 690 : 299;
  return [
    {
      id: `${d.id}-o1`,
      dealership_id: d.id,
      name: us ? `${vehicle} sale price offer` : `${vehicle} drive-away offer`,
      offer_type: 'vehicle',
      make: vehicleMake,
      model,
      car_type: 'new',
      description: `A sharp ${us ? 'sale' : 'drive-away'} price on new ${vehicle} stock at ${d.name}.`,
      price: null,
      url: '/special-offers',
      ...live,
    },
    {
      id: `${d.id}-o2`,
      dealership_id: d.id,
      name: us ? `Scheduled maintenance from $${servicePrice}` : `Logbook service from $${servicePrice}`,
      offer_type: 'service',
      make: vehicleMake,
      model: null,
      car_type: null,
      description: us
        ? `Factory-scheduled maintenance at ${d.name} at one set price, warranty intact.`
        : `Capped-price logbook servicing at ${d.name}, warranty intact.`,
      price: servicePrice,
      url: '/service',
      ...live,
    },
    {
      id: `${d.id}-o3`,
      dealership_id: d.id,
      name: `15% off ${firstCategory.toLowerCase()}`,
      offer_type: 'parts',
      make,
      model: null,
      car_type: null,
      description: `Take 15% off ${firstCategory.toLowerCase()} from our parts counter this month.`,
      price: null,
      url: `/parts/search?part_category=${slugOf(firstCategory)}`,
      ...live,
    },
    {
      id: `${d.id}-o4`,
      dealership_id: d.id,
      name: 'End of season parts clearance',
      offer_type: 'parts',
      make,
      model: null,
      car_type: null,
      description: 'Ended last week: stored, never shown.',
      price: null,
      url: '/parts/search',
      starts_at_timestamp: nowSeconds - 40 * DAY,
      expires_at_timestamp: nowSeconds - 7 * DAY,
    },
  ];
}

/** A tenant's parts, offers and categories (none for rental and subscription dealers). */
export function catalogueFor(t: TenantSpec, dealerships: readonly DemoDealership[], nowSeconds: number): DemoCatalogue {
  const out: DemoCatalogue = { parts: [], offers: [], categories: [] };
  if (t.priceMode !== 'sale') return out;
  const lines = PARTS_BY_KIND[t.kind];
  for (const d of dealerships) {
    const spec = t.dealerships.find((s) => s.slug === d.slug);
    const make = spec?.makes[0] ?? null;
    const categories = [...new Set(lines.map(([, category]) => category))];
    out.categories.push(...categoryDocs(d, categories));
    out.parts.push(...partDocs(t, d, lines, make));
    out.offers.push(...offerDocs(t, d, categories, make, nowSeconds));
  }
  return out;
}
