import { BOOKING_LEAD_FIELDS } from '../../bookings/booking.schema.js';
import { bookingFields, makeAndModel, opts, userDetails, yearField } from './fields.js';
import type { FormContext, FormDefinition, FormSite } from './types.js';

/** Service intervals offered by the service booking form. */
export const SERVICE_INTERVALS = ['Logbook service', '15,000 km', '30,000 km', '45,000 km', '60,000 km', 'Other'];
/** Extras of a service (a check group: SPEC §5 check options → additional_services). */
export const ADDITIONAL_SERVICES = ['Wheel Alignment', 'Tyres', 'Car Wash', 'Air Conditioning'];

/** Service booking (/service, /pages/book-a-service): User Details, the vehicle, then the service and a required drop-off slot. */
export function serviceForm(site: FormSite, ctx: FormContext = {}): FormDefinition {
  return {
    id: 'service',
    title: 'Book a Service',
    intro: 'Book your next service online.',
    category: 'Service Enquiry',
    kind: 'other',
    anchor: 'service-form',
    steps: [
      userDetails(),
      {
        heading: 'Your Vehicle',
        description: 'Which vehicle are we servicing?',
        fields: [
          { name: 'Rego', type: 'rego', label: 'Rego' },
          ...makeAndModel(site),
          yearField(ctx),
          { name: 'kilometres', type: 'kilometre', label: 'Odometer (km)' },
        ],
      },
      {
        heading: 'Your Service',
        description: 'Choose a service and a time.',
        fields: [
          {
            name: 'service_interval',
            type: 'service interval',
            label: 'Service interval',
            options: opts(SERVICE_INTERVALS),
          },
          // SPEC §7: drop-off times from available_service_bookings (required: SPEC §5 default).
          ...bookingFields(site, 'service', { label: 'Preferred drop-off', help: 'Pick a day, then a time.' }),
          {
            name: 'additional_services',
            type: 'check group',
            label: 'Additional services',
            required: false,
            options: opts(ADDITIONAL_SERVICES),
          },
          { name: 'message', type: 'textarea', label: 'Notes', required: false },
        ],
      },
    ],
    extra: { [BOOKING_LEAD_FIELDS.kind]: 'service' },
  };
}
