import { vehicleEnquiryCategory } from '../../leads/success.js';
import { enquiryFields } from './contact.js';
import { userDetails } from './fields.js';
import type { FormDefinition, FormSite } from './types.js';

/** The category of a vehicle enquiry before its car is known (the car's type sets it: vehicleEnquiryCategory). */
export const VEHICLE_ENQUIRY_CATEGORY = vehicleEnquiryCategory(null);

/**
 * New and used vehicle enquiry and Quick Enquiry from a car: the contact form with the category fixed by
 * the car (a hidden field) instead of the category select.
 */
export function vehicleEnquiryForm(site: FormSite): FormDefinition {
  return {
    id: 'vehicle-enquiry',
    title: 'Enquire about this vehicle',
    intro: 'Ask us anything about this vehicle.',
    category: VEHICLE_ENQUIRY_CATEGORY,
    kind: 'enquiry',
    anchor: 'vehicle-enquiry-form',
    steps: [
      userDetails(),
      {
        heading: 'Your Enquiry',
        description: 'Tell us what you are after.',
        fields: [
          { name: 'category', type: 'hidden', label: 'Category', value: VEHICLE_ENQUIRY_CATEGORY },
          ...enquiryFields(site),
        ],
      },
    ],
    extra: {},
  };
}
