import { type FragmentRequest, SiteConfigSchema } from '@forecourt/contracts';
import { makeFragmentRequest, makeLocationInput, makeSiteInput } from '@forecourt/contracts/fixtures';

/** A group site with two dealerships, two sales yards, a service centre and a parts shop. */
export const site = SiteConfigSchema.parse(
  makeSiteInput({
    slug: 'fixture',
    name: 'Fixture Motor Group',
    locations: [
      makeLocationInput(11, 'Fixture Toyota', 'sales', true),
      makeLocationInput(12, 'Fixture Used Cars', 'sales'),
      makeLocationInput(13, 'Fixture Service Centre', 'service'),
      makeLocationInput(14, 'Fixture Parts', 'parts'),
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

/** A FragmentRequest as the edge sends the forms page (2026-11-22T03:00Z is Sunday 2pm in Sydney). */
export function request(
  path: string,
  query: Record<string, string> = {},
  props: Record<string, unknown> = { site },
  now = Date.parse('2026-11-22T03:00:00Z'),
): FragmentRequest {
  const params: Record<string, string> = path.startsWith('/contact-us/') ? { location: path.split('/')[2] ?? '' } : {};
  return makeFragmentRequest(path, props, now, { params, query, component: 'FormPage' });
}
