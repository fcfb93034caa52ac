// Shared test fixtures for the remotes' server-render tests (not in the runtime barrel).
import type { FragmentRequest } from '../fragment/fragment.schema.js';
import { makeSiteInput } from './site.fixture.js';
import type { SiteConfigInput } from './site-config.schema.js';

/** Sales hours: Mon-Fri 8:30-5:30, Sat 9-1, Sunday closed. */
export const FIXTURE_OPENING_HOURS = [
  { weekday: 0, status: 'Closed' as const },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open' as const, open: '09:00', close: '13:00' },
];

/** A location of dealership 1 at a test address, with FIXTURE_OPENING_HOURS. */
export const makeLocationInput = (id: number, name: string, type: 'sales' | 'service' | 'parts', primary = false) => ({
  id,
  dealership_id: 1,
  dealership_slug: 'fixture',
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  primary,
  position: id,
  location_type: type,
  address: {
    street: '1 Test Street',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    lat: -33.8,
    long: 151,
    full: '1 Test Street, Parramatta NSW 2150',
    map_url: 'https://maps.example/?q=1+Test+Street',
  },
  contact_detail: { phone: '02 5550 1100', opening_hours: FIXTURE_OPENING_HOURS },
});

/** A site with a primary sales yard, a second sales yard, a service centre and a parts shop. */
export const GROUP_SITE_FIXTURE: SiteConfigInput = makeSiteInput({
  slug: 'fixture',
  template: 'group',
  name: 'Fixture Motor Group',
  timezone: 'Australia/Sydney',
  locations: [
    makeLocationInput(11, 'Fixture Toyota', 'sales', true),
    makeLocationInput(12, 'Fixture Used Cars', 'sales'),
    makeLocationInput(13, 'Fixture Service Centre', 'service'),
    makeLocationInput(14, 'Fixture Parts', 'parts'),
  ],
  special_hours: [
    { date: '2026-12-25', status: 'Closed', location_id: 11, name: 'Christmas Day' },
    {
      date: '2026-12-24',
      status: 'Open',
      start_hour: '09:00',
      end_hour: '13:00',
      location_id: 11,
      name: 'Christmas Eve',
    },
    { date: '2026-01-01', status: 'Closed', location_id: 11, name: 'Past holiday' },
  ],
  stock_summary: {
    count: 1311,
    makes: [
      { name: 'Toyota', count: 295 },
      { name: 'Land Rover', count: 3 },
    ],
    models: [],
    car_types: [
      { name: 'used', count: 585 },
      { name: 'new', count: 442 },
      { name: 'demo', count: 0 },
    ],
  },
  history_timeline: [
    { decade: '1950s', title: 'Founded', body: 'A service station.' },
    { decade: '1960s', title: 'Growth', body: 'A second yard.' },
  ],
});

/** A FragmentRequest as the edge sends it. 2026-11-22T03:00Z is Sunday 2pm in Sydney. */
export function makeFragmentRequest(
  path: string,
  props: Record<string, unknown>,
  now = Date.parse('2026-11-22T03:00:00Z'),
  route: { params?: Record<string, string>; query?: Record<string, string>; component?: string } = {},
): FragmentRequest {
  return {
    contract: '1.0.0',
    component: route.component ?? 'X',
    fragmentId: 'f',
    tenant: { slug: 'fixture', host: 'fixture.localhost' },
    locale: 'en-AU',
    route: { path, params: route.params ?? {}, query: route.query ?? {} },
    props,
    now,
  };
}
