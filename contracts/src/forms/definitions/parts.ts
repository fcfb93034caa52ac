import { locationField, makeAndModel, userDetails, yearField } from './fields.js';
import type { FormContext, FormDefinition, FormSite } from './types.js';

/** Parts and accessories (/vehicle-parts-and-accessories, /parts/search): User Details, then the part and the parts shop. */
export function partsForm(site: FormSite, ctx: FormContext = {}): FormDefinition {
  return {
    id: 'parts',
    title: 'Parts and Accessories',
    intro: 'Tell us the part you need and we will check availability.',
    category: 'Parts Enquiry',
    kind: 'other',
    anchor: 'parts-form',
    steps: [
      userDetails(),
      {
        heading: 'Your Part',
        fields: [
          ...makeAndModel(site),
          yearField(ctx),
          { name: 'vin', type: 'string', label: 'VIN (optional)', required: false },
          { name: 'message', type: 'textarea', label: 'Part description' },
          locationField(site, ['parts']),
        ],
      },
    ],
    extra: {},
  };
}
