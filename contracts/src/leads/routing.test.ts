import { describe, expect, it } from 'vitest';
import { routeLead } from './routing.js';

const site = {
  slug: 'harbourside',
  dealership_id: 2,
  dealerships: [
    { id: 1, slug: 'harbourside-kia' },
    { id: 2, slug: 'harbourside-toyota' },
  ],
  push_leads_to_website_primary_location: false,
  push_leads_to_website_primary_dealership: false,
  force_dealership_slug: false,
};
const primary = { id: 12, dealership_slug: 'harbourside-mazda' };
const lead = { dealership_slug: 'harbourside-kia', location_id: 5 };

// SPEC §7: "The lead body also adds ... the dealership_slug and location_id of the primary location on sites
// that push leads there. Two named sites force dealership_slug to their own slug."
describe('routeLead', () => {
  it.each([
    ['no flags', {}, lead],
    [
      'primary location',
      { push_leads_to_website_primary_location: true },
      { dealership_slug: 'harbourside-mazda', location_id: 12 },
    ],
    [
      'primary dealership',
      { push_leads_to_website_primary_dealership: true },
      { dealership_slug: 'harbourside-toyota', location_id: 5 },
    ],
    [
      'forced slug',
      { force_dealership_slug: true, push_leads_to_website_primary_location: true },
      { dealership_slug: 'harbourside', location_id: 12 },
    ],
  ])('%s', (_name, flags, expected) => expect(routeLead(lead, { ...site, ...flags }, primary)).toEqual(expected));

  it('falls back to the first dealership and skips a missing primary location', () => {
    const s = {
      ...site,
      dealership_id: 99,
      push_leads_to_website_primary_dealership: true,
      push_leads_to_website_primary_location: true,
    };
    expect(routeLead(lead, s, null)).toEqual({ dealership_slug: 'harbourside-kia', location_id: 5 });
    expect(routeLead(lead, { ...s, dealerships: [] }, undefined)).toEqual(lead);
  });
});
