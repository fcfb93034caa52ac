import { CAREERS_CATEGORY } from '../../leads/careers.js';
import { NEW_VEHICLE_ENQUIRY, USED_VEHICLE_ENQUIRY } from '../../leads/success.js';
import { DEFAULT_ENQUIRY_CATEGORY, SELL_MY_CAR_CATEGORY } from '../enquiry.js';
import { dealershipField, honeypot, locationField, optIn, opts, userDetails } from './fields.js';
import type { FormDefinition, FormField, FormSite } from './types.js';

/** SPEC §3 enquiry types as the category select offers them (default General Enquiry). */
export const ENQUIRY_CATEGORIES = [
  DEFAULT_ENQUIRY_CATEGORY,
  'Service Enquiry',
  'Parts Enquiry',
  NEW_VEHICLE_ENQUIRY,
  USED_VEHICLE_ENQUIRY,
  'Fleet Enquiry',
  'Finance Enquiry',
  CAREERS_CATEGORY,
  SELL_MY_CAR_CATEGORY,
] as const;

/** The enquiry step of the contact and vehicle enquiry forms, after the category field. */
export function enquiryFields(site: FormSite): FormField[] {
  return [
    locationField(site, ['sales']),
    ...dealershipField(site),
    // SPEC §5: the message is required unless the brand flag relaxes it.
    { name: 'message', type: 'textarea', label: 'Message', required: !site.enquiry_message_optional },
    { name: 'Rego', type: 'rego', label: 'Rego (optional)', required: false },
    optIn,
    honeypot,
  ];
}

/**
 * SPEC §5 enquiry form (/contact, /contact-us/{location}): User Details, then the category select (required,
 * default General Enquiry), location and dealership selects (required when shown), message, rego and opt-in.
 */
export function contactForm(site: FormSite): FormDefinition {
  return {
    id: 'contact',
    title: 'Contact Us',
    intro: `Send ${site.name} an enquiry and we will get back to you.`,
    category: DEFAULT_ENQUIRY_CATEGORY,
    kind: 'enquiry',
    anchor: 'contact-form',
    steps: [
      userDetails(),
      {
        heading: 'Your Enquiry',
        description: 'Tell us what you are after.',
        fields: [
          {
            name: 'category',
            type: 'select',
            label: 'Enquiry Type',
            options: opts(ENQUIRY_CATEGORIES),
            value: DEFAULT_ENQUIRY_CATEGORY,
          },
          ...enquiryFields(site),
        ],
      },
    ],
    extra: {},
  };
}
