/**
 * A demo tenant's locations (address, contact, opening and holiday hours) and the dealerships its stock
 * is spread over.
 */
import type { Location, SpecialHoursEntry } from '@forecourt/contracts';
import { openingHours, specialHours, upcomingHolidays } from './hours.js';
import { ids } from './ids.js';
import type { Rng } from './prng.js';
import type { StockDealership } from './stock-context.js';
import type { DealershipSpec, LocationSpec, TenantSpec } from './tenants.js';
import { slugify } from './text.js';

const DEALER_LICENCE: Record<string, (rng: Rng) => string> = {
  NSW: (rng) => `MD${rng.int(10_000, 99_999)}`,
  VIC: (rng) => `LMCT ${rng.int(10_000, 19_999)}`,
  QLD: (rng) => `${rng.int(3_000_000, 3_999_999)}`,
};

export type TenantLocations = {
  locations: Location[];
  specialHours: SpecialHoursEntry[];
  stockDealers: StockDealership[];
};

/** Every dealership's locations in order (ids and positions count across dealerships), and its stock dealer. */
export function buildLocations(t: TenantSpec, rng: Rng, nowMs: number): TenantLocations {
  const holidays = upcomingHolidays(t.market, nowMs);
  const locations: Location[] = [];
  const specialHoursAll: SpecialHoursEntry[] = [];
  const stockDealers: StockDealership[] = [];
  t.dealerships.forEach((d, di) => {
    const dealershipId = ids.dealership(t.number, di + 1);
    const mine: Location[] = [];
    for (const l of d.locations) {
      const position = locations.length + 1;
      // The licence number draws from the tenant's generator: in location order, as before the split.
      const licence = t.market === 'AU' && l.kind === 'sales' ? (DEALER_LICENCE[l.state]?.(rng) ?? null) : null;
      const location = demoLocation(t, { spec: d, index: di, id: dealershipId }, l, position, licence);
      mine.push(location);
      locations.push(location);
      specialHoursAll.push(...specialHours(location.id, l.kind, holidays, t.specialHoursStyle));
    }
    const sales = mine.filter((l) => l.location_type === 'sales');
    stockDealers.push({
      id: dealershipId,
      spec: d,
      salesLocations: sales.length > 0 ? sales : mine,
      otherLocationSlugs: [],
    });
  });
  // distribution_locations may name the sales locations of any other dealership, later ones too.
  const allSales = locations.filter((l) => l.location_type === 'sales');
  for (const d of stockDealers)
    d.otherLocationSlugs = allSales.filter((l) => l.dealership_id !== d.id).map((l) => l.slug);
  return { locations, specialHours: specialHoursAll, stockDealers };
}

type DealershipRef = { spec: DealershipSpec; index: number; id: number };

/** One location as the site config holds it; `position` counts from 1 across the tenant. */
function demoLocation(
  t: TenantSpec,
  d: DealershipRef,
  l: LocationSpec,
  position: number,
  licence: string | null,
): Location {
  const emailDomain = t.domain.replace(/^www\./, '');
  const handle = t.slug.replace(/-/g, '');
  return {
    id: ids.location(t.number, position),
    dealership_id: d.id,
    dealership_slug: d.spec.slug,
    name: l.name,
    slug: slugify(l.name),
    primary: position === 1,
    visible: true,
    position,
    location_type: l.kind,
    location_subtype: l.subtype ?? [],
    dealer_license_number: licence,
    manufacturers: d.spec.makes,
    address: {
      street: l.street,
      city: l.city,
      state: l.state,
      postcode: l.postcode,
      lat: l.lat,
      long: l.long,
      place_id: null,
      place_url: null,
      // Australian addresses have no comma before the state.
      full:
        t.market === 'AU'
          ? `${l.street}, ${l.city} ${l.state} ${l.postcode}`
          : `${l.street}, ${l.city}, ${l.state} ${l.postcode}`,
      map_url: `https://www.google.com/maps/search/?api=1&query=${l.lat},${l.long}`,
    },
    contact_detail: {
      phone: l.phone,
      email: `${l.kind === 'sales' ? 'sales' : l.kind}@${emailDomain}`,
      facebook_url: `https://www.facebook.com/${handle}`,
      instagram_url: d.index === 0 ? `https://www.instagram.com/${handle}` : null,
      youtube_url: null,
      opening_hours: openingHours(l.hours),
    },
    image: null,
  };
}
