import { BOOKING_LEAD_FIELDS } from '../../bookings/booking.schema.js';
import { isOptionalFormField } from '../field-rules.js';
import { bookingFields, optIn, userDetails } from './fields.js';
import type { FormDefinition, FormSite } from './types.js';

/** Test drive (/book-test-drive, from a car): User Details, then an optional slot of the test-drive bookings. */
export function testDriveForm(site: FormSite): FormDefinition {
  return {
    id: 'test-drive',
    title: 'Book a Test Drive',
    intro: 'Choose a time that suits you; we will confirm it with you.',
    category: 'Test Drive',
    kind: 'test_drive',
    anchor: 'test-drive-form',
    steps: [
      userDetails(),
      {
        heading: 'Your Test Drive',
        description: 'When and where would you like to drive it?',
        fields: [
          // SPEC §5: the test drive form date-time is optional; SPEC §7: from available_appointment_bookings.
          ...bookingFields(site, 'test_drive', {
            label: 'Preferred date and time',
            required: !isOptionalFormField('test-drive', BOOKING_LEAD_FIELDS.dateTime),
            help: 'Optional: pick a day, then a time.',
          }),
          { name: 'message', type: 'textarea', label: 'Anything we should know?', required: false },
          optIn,
        ],
      },
    ],
    extra: { subcategory: 'Test Drive', [BOOKING_LEAD_FIELDS.kind]: 'test_drive' },
  };
}
