/**
 * `pnpm ops sites init <slug> [--kind …]`: a commented starting config for each kind of site, holding
 * only what an operator decides. `sites add|update` derive the rest (sites-derive.ts): ids, the
 * dealership link of each location, coordinates and full address, search scope and stock summary.
 */
import { renderJsonc } from './sites-jsonc.js';

export const SITE_KINDS = ['single', 'group', 'motorcycles', 'rental', 'subscription', 'nz', 'us'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];

type Market = { domain: string; locale: string; currency: string; timezone: string; payment: string | null };
const MARKETS: Record<'AU' | 'NZ' | 'US', Market> = {
  AU: { domain: 'com.au', locale: 'en-AU', currency: 'AUD', timezone: 'Australia/Sydney', payment: null },
  NZ: { domain: 'co.nz', locale: 'en-NZ', currency: 'NZD', timezone: 'Pacific/Auckland', payment: 'windcave' },
  US: { domain: 'com', locale: 'en-US', currency: 'USD', timezone: 'America/Chicago', payment: 'stripe' },
};

const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? { weekday, status: 'Closed', open: null, close: null }
    : { weekday, status: 'Open', open: '08:30', close: weekday === 6 ? '13:00' : '17:30' },
);

/** A sample address per market: AU coordinates come from the postcode; NZ/US ones must be given. */
const ADDRESS = {
  AU: { street: '12 Example Street', city: 'Parramatta', state: 'NSW', postcode: '2150' },
  NZ: {
    street: '40 Example Road',
    city: 'Auckland',
    state: 'Auckland',
    postcode: '1051',
    lat: -36.8865,
    long: 174.7906,
  },
  US: { street: '400 Example Avenue', city: 'Madison', state: 'WI', postcode: '53703', lat: 43.0747, long: -89.3841 },
};

const title = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_, s: string, c: string) => `${s ? ' ' : ''}${c.toUpperCase()}`);

function location(slug: string, name: string, market: keyof typeof MARKETS, dealership?: string) {
  return {
    name,
    slug,
    ...(dealership ? { dealership_slug: dealership } : {}),
    location_type: 'sales',
    address: ADDRESS[market],
    contact_detail: { phone: '02 5550 0000', email: `sales@${slug}.example`, opening_hours: WEEK },
  };
}

/** The starting config of one kind (a plain object; comments are added by siteTemplate). */
export function templateConfig(slug: string, kind: SiteKind): Record<string, unknown> {
  const market = kind === 'nz' ? 'NZ' : kind === 'us' ? 'US' : 'AU';
  const m = MARKETS[market];
  const name = title(slug);
  const domain = `www.${slug}.${m.domain}`;
  const group = kind === 'group';
  const dealerships = group
    ? [
        { name: `${name} Toyota`, slug: `${slug}-toyota`, manufacturers: ['Toyota'] },
        { name: `${name} Used Cars`, slug: `${slug}-used`, manufacturers: [] },
      ]
    : [{ name, slug, manufacturers: [] }];
  const locations = group
    ? dealerships.map((d) => location(d.slug, d.name, market, d.slug))
    : [location(slug, name, market)];
  const byKind: Record<SiteKind, Record<string, unknown>> = {
    single: {},
    nz: {},
    us: { default_sort: 'price:asc' },
    group: { dealership_group: name, search_page_size: 21, promotion_position: 9, show_payment_logos: true },
    motorcycles: {
      template: 'powersport',
      vehicle_base_path: '/motorcycles',
      default_search_path: '/search/used-motorcycles',
      default_sort: 'created_at_timestamp:desc',
    },
    rental: {
      template: 'mobility',
      default_search_path: '/find/rental-cars',
      default_sort: 'price:asc',
      no_price_text: 'Call for rates.',
    },
    subscription: {
      template: 'mobility',
      offers_subscription: true,
      default_search_path: '/search/subscription-cars',
      default_sort: 'subscription_price:asc',
    },
  };
  return {
    slug,
    name,
    template: group ? 'group' : 'standard',
    url: `https://${domain}`,
    hosts: [`${slug}.localhost`, domain],
    description: '',
    logo: { url: `https://${domain}/logo.svg` },
    locale: m.locale,
    currency: m.currency,
    timezone: m.timezone,
    dealerships,
    locations,
    payment_provider: m.payment,
    features: { payments: m.payment !== null },
    lead_delivery: { kind: 'none', url: null },
    vehicle_base_path: '/cars',
    default_search_path: '/search',
    default_sort: 'custom_rank:desc',
    reviews: false,
    ...byKind[kind],
  };
}

const COMMENTS: Record<string, string> = {
  slug: 'The site key: lower-case letters, digits and dashes; never changes once added.',
  name: 'The dealer name visitors see.',
  template: 'Look: standard | brand | group | powersport | outdoor | commercial | mobility.',
  url: "The dealer's public address.",
  hosts:
    'Every host name that serves this site. <slug>.localhost serves it locally; each other name is a\n' +
    "dealer's own domain: with --env, `sites add/update` creates it as a Cloudflare custom hostname\n" +
    '(docs/OPERATIONS.md "Dealers\' own domains"). A name dropped from this list stops serving.',
  logo: 'Header logo (an https URL, or /media/… for a file in the media bucket).',
  locale: 'en-AU | en-NZ | en-US: spelling, number and date formats.',
  timezone: 'IANA time zone: "open today" is worked out in it.',
  dealerships:
    'The businesses behind the site. Ids are allocated by `sites add` (next free across all sites)\n' +
    'and kept by `sites update` (matched by slug).',
  locations:
    'Yards and service centres. Ids, dealership_id, dealership_slug (when there is one dealership),\n' +
    'address.lat/long/full/map_url are derived; give dealership_slug only on a site with several dealerships.',
  payment_provider: 'stripe | windcave | sandbox | null (no payments).',
  lead_delivery: 'Where leads go: none (kept in D1), webhook (JSON) or adf (ADF/XML to a dealer CRM), with url.',
  vehicle_base_path: '/cars, /motorcycles or /campers.',
  default_sort:
    'custom_rank:desc | created_at_timestamp:desc | price:asc | price:desc | km:asc | km:desc (| subscription_price:*).',
};

/** The commented JSONC starting file for a new site of one kind. */
export function siteTemplate(slug: string, kind: SiteKind): string {
  const config = templateConfig(slug, kind);
  const coords =
    kind === 'nz' || kind === 'us'
      ? 'Coordinates (address.lat/long) are given here: there is no NZ/US postcode table; read them off a map.'
      : 'Coordinates (address.lat/long) come from the Australian postcode table.';
  const header = [
    `Site config of ${slug} (${kind}), made by \`pnpm ops sites init\`. Every field: docs/SITE-CONFIG.md.`,
    'Check it with `pnpm ops sites add <this file> --dry-run`, then add it without --dry-run.',
    'Never write derived fields: id, dealership_id, the ids of dealerships and locations, city, state,',
    'address, domain_name, search_filters and stock_summary (counted from the cars in D1).',
    coords,
  ].join('\n');
  const locationNotes = Object.fromEntries(
    (config.locations as unknown[]).map((_, i) => [
      `locations.${i}.address`,
      'Street, city, state and postcode; the full address and the map link are derived.',
    ]),
  );
  return renderJsonc(config, { '': header, ...COMMENTS, ...locationNotes });
}
