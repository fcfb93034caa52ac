import { describe, expect, it } from 'vitest';
import { prepareLead } from './prepare-lead.js';

const site = {
  slug: 'harbourside',
  dealership_id: 1,
  dealerships: [{ id: 1, slug: 'harbourside-toyota' }],
  push_leads_to_website_primary_location: true,
  push_leads_to_website_primary_dealership: false,
  force_dealership_slug: false,
};
const ctx = {
  site,
  primaryLocation: { id: 12, dealership_slug: 'harbourside-toyota' },
  url: 'https://harbourside.localhost/careers',
  userAgent: 'test',
  history: { visited_pages: ['/?gclid=1', '/careers'], linked_query_params: { gclid: '1' }, started_at: 0 },
};

// SPEC §3 Lead: "source (fixed 'Website')", name fix, Yes/No fields; §4 careers; §5 check options and
// placeholder; §7 "The lead body also adds visited_pages and linked_query_params from saved session data,
// and the dealership_slug and location_id of the primary location on sites that push leads there."
describe('prepareLead', () => {
  it('applies every lead rule', () => {
    expect(
      prepareLead(
        {
          name: 'undefined undefined',
          first_name: 'Sam',
          category: 'Careers Enquiry',
          hidden_location: '{primary_location_id}',
          Wash_check_option: 'on',
          'Best Deal': true,
        },
        ctx,
      ),
    ).toEqual({
      name: 'Sam',
      first_name: 'Sam',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      hidden_location: '12',
      additional_services: ['Wash'],
      'Best Deal': 'Yes',
      source: 'Website',
      url: 'https://harbourside.localhost/careers',
      user_agent: 'test',
      website_slug: 'harbourside',
      visited_pages: ['/?gclid=1', '/careers'],
      linked_query_params: { gclid: '1' },
      location_id: 12,
      dealership_slug: 'harbourside-toyota',
    });
  });
  it('keeps other categories and works without history or primary location', () => {
    const lead = prepareLead(
      { name: 'Sam Lee', category: 'Service Enquiry' },
      { ...ctx, history: null, primaryLocation: null },
    );
    expect(lead).toMatchObject({ category: 'Service Enquiry', visited_pages: [], linked_query_params: {} });
    expect(lead).not.toHaveProperty('subcategory');
    expect(prepareLead({ name: 'A' }, ctx)).not.toHaveProperty('category');
  });
});
