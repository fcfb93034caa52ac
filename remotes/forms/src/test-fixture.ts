import { type FragmentRequest, SiteConfigSchema } from '@forecourt/contracts';
import { makeSiteInput } from '@forecourt/contracts/fixtures';

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
    map_url: 'https://maps.example/?q=1',
  },
  contact_detail: { phone: '02 5550 1100', opening_hours: [] },
});

/** A group site with two dealerships, two sales yards, a service centre and a parts shop. */
export const site = SiteConfigSchema.parse(
  makeSiteInput({
    slug: 'fixture',
    name: 'Fixture Motor Group',
    locations: [
      location(11, 'Fixture Toyota', 'sales', true),
      location(12, 'Fixture Used Cars', 'sales'),
      location(13, 'Fixture Service Centre', 'service'),
      location(14, 'Fixture Parts', 'parts'),
    ],
    dealerships: [
      {
        id: 1,
        name: 'Fixture Toyota',
        slug: 'fixture-toyota',
        four_step_valuation_form: true,
        enable_valuation_offer_rejection: true,
      },
      { id: 2, name: 'Fixture Kia', slug: 'fixture-kia' },
    ],
    dealership_id: 1,
  }),
);

/** A FragmentRequest as the edge sends it (2026-11-22T03:00Z is Sunday 2pm in Sydney). */
export function request(
  path: string,
  query: Record<string, string> = {},
  props: Record<string, unknown> = { site },
  now = Date.parse('2026-11-22T03:00:00Z'),
): FragmentRequest {
  return {
    contract: '1.0.0',
    component: 'FormPage',
    fragmentId: 'forms-page',
    tenant: { slug: 'fixture', host: 'fixture.localhost' },
    locale: 'en-AU',
    route: { path, params: path.startsWith('/contact-us/') ? { location: path.split('/')[2] ?? '' } : {}, query },
    props,
    now,
  };
}
