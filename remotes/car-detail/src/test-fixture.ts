import type { FragmentRequest, SiteConfigInput } from '@forecourt/contracts';
import { makeSiteInput } from '@forecourt/contracts/fixtures';

const hours = [
  { weekday: 0, status: 'Closed' as const },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open' as const, open: '09:00', close: '13:00' },
];

const location = (id: number, name: string, type: 'sales' | 'service' | 'parts', primary = false) => ({
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
  contact_detail: { phone: '02 5550 1100', opening_hours: hours },
});

/** A site with a primary sales yard, a second sales yard, a service centre and a parts shop. */
export const site: SiteConfigInput = makeSiteInput({
  slug: 'fixture',
  template: 'group',
  name: 'Fixture Motor Group',
  timezone: 'Australia/Sydney',
  locations: [
    location(11, 'Fixture Toyota', 'sales', true),
    location(12, 'Fixture Used Cars', 'sales'),
    location(13, 'Fixture Service Centre', 'service'),
    location(14, 'Fixture Parts', 'parts'),
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
export function request(
  path: string,
  props: Record<string, unknown>,
  now = Date.parse('2026-11-22T03:00:00Z'),
): FragmentRequest {
  return {
    contract: '1.0.0',
    component: 'X',
    fragmentId: 'f',
    tenant: { slug: 'fixture', host: 'fixture.localhost' },
    locale: 'en-AU',
    route: { path, params: {}, query: {} },
    props,
    now,
  };
}
