import { primaryLocation, userDetails } from './fields.js';
import type { FormDefinition, FormSite } from './types.js';

/** Fleet (/fleet): User Details, then the company, its fleet size and a message (required unless the brand flag relaxes it). */
export function fleetForm(site: FormSite): FormDefinition {
  return {
    id: 'fleet',
    title: 'Fleet',
    intro: 'Fleet pricing and support for businesses of every size.',
    category: 'Fleet Enquiry',
    kind: 'other',
    anchor: 'fleet-form',
    steps: [
      userDetails(),
      {
        heading: 'Your Fleet',
        fields: [
          { name: 'company_name', type: 'string', label: 'Company name' },
          { name: 'fleet_size', type: 'number', label: 'Fleet size', min: '1', max: '100000' },
          { name: 'message', type: 'textarea', label: 'Message', required: !site.enquiry_message_optional },
          primaryLocation,
        ],
      },
    ],
    extra: {},
  };
}
