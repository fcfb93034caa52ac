import { DEFAULT_FORM_STATE } from '../../constants/limits.js';
import { LEAD_FILE_LIMITS } from '../../leads/lead-schema.js';
import { AUSTRALIAN_STATES } from '../../locale/regions.js';
import { VEHICLE_CONDITIONS } from '../../valuations/valuation.js';
import { SELL_MY_CAR_CATEGORY } from '../enquiry.js';
import { opts, postcode, primaryLocation, userDetails, yearField } from './fields.js';
import type { FormContext, FormDefinition } from './types.js';

/** SPEC §1/§3 'Sell My Car Enquiry': the visitor's vehicle (photos optional), its condition, then contact details. */
export function sellMyCarForm(ctx: FormContext = {}): FormDefinition {
  return {
    id: 'sell-my-car',
    title: 'Sell My Car',
    intro: 'Tell us about your vehicle and we will make you an offer.',
    category: SELL_MY_CAR_CATEGORY,
    kind: 'sell_my_car',
    anchor: 'sell-my-car-form',
    steps: [
      {
        heading: 'Your Vehicle',
        description: 'Which vehicle would you like to sell?',
        fields: [
          { name: 'Vehicle Make', type: 'string', label: 'Make', placeholder: 'e.g. Toyota' },
          { name: 'Vehicle Model', type: 'string', label: 'Model', placeholder: 'e.g. Corolla' },
          yearField(ctx),
          { name: 'Rego', type: 'rego', label: 'Rego (optional)', required: false },
          {
            name: 'regoState',
            type: 'select',
            label: 'Registration state',
            required: false,
            options: opts(AUSTRALIAN_STATES),
            value: DEFAULT_FORM_STATE.toUpperCase(),
          },
          {
            name: 'photos',
            type: 'file',
            label: 'Photos (optional)',
            required: false,
            accept: 'image/jpeg,image/png',
            multiple: true,
            help: `Up to ${LEAD_FILE_LIMITS.maxFiles} JPEG or PNG photos, 5 MB each.`,
          },
        ],
      },
      {
        heading: 'Vehicle Condition',
        description: 'A few questions so we can value it.',
        fields: [
          { name: 'kilometres', type: 'kilometre', label: 'Odometer (km)' },
          { name: 'condition', type: 'radio group', label: 'Condition', options: opts(VEHICLE_CONDITIONS) },
          { name: 'Ready to sell', type: 'check', label: 'I am ready to sell now', required: false },
          { name: 'message', type: 'textarea', label: 'Anything else we should know?', required: false },
          primaryLocation,
        ],
      },
      userDetails([postcode]),
    ],
    extra: {},
  };
}
