import { DEFAULT_FORM_STATE } from '../../constants/limits.js';
import { AUSTRALIAN_STATES } from '../../locale/regions.js';
import { VEHICLE_CONDITIONS, valuationSteps } from '../../valuations/valuation.js';
import { SELL_MY_CAR_CATEGORY } from '../enquiry.js';
import { opts, postcode, userDetails } from './fields.js';
import type { FormDefinition, FormSite, FormStep } from './types.js';

/** The site's valuation dealership (its flags choose the four-step variant and offer rejection). */
export function valuationDealership(site: Pick<FormSite, 'dealerships' | 'dealership_id'>) {
  return site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0];
}

function valuationStep(heading: string): FormStep {
  if (heading === 'Your Vehicle')
    return {
      heading,
      description: 'Enter your registration to look up your vehicle.',
      action: 'lookup',
      fields: [
        { name: 'rego', type: 'rego', label: 'Rego' },
        {
          name: 'regoState',
          type: 'select',
          label: 'State',
          options: opts(AUSTRALIAN_STATES),
          value: DEFAULT_FORM_STATE.toUpperCase(),
        },
      ],
    };
  if (heading === 'Confirm Vehicle')
    return { heading, description: 'Is this your vehicle?', action: 'confirm', fields: [] };
  if (heading === 'Vehicle Condition')
    return {
      heading,
      description: 'A few questions to adjust your valuation.',
      action: 'valuation',
      fields: [
        { name: 'km', type: 'kilometre', label: 'Odometer (km)' },
        { name: 'condition', type: 'radio group', label: 'Condition', options: opts(VEHICLE_CONDITIONS) },
        { name: 'accident_history', type: 'check', label: 'The vehicle has been in an accident', required: false },
        { name: 'service_history', type: 'check', label: 'Full service history', required: false, value: 'true' },
      ],
    };
  return userDetails([postcode]);
}

/**
 * Trade-in (/trade-in, {vehicles}/trade-in) and Value My Car (/valuations): rego + state lookup, (confirm,)
 * adjustment answers, User Details — the four-step variant by the dealership flag.
 */
export function valuationForm(site: FormSite): FormDefinition {
  const fourStep = valuationDealership(site)?.four_step_valuation_form ?? false;
  return {
    id: 'valuation',
    title: 'Trade-in Valuation',
    intro: 'An instant trade-in price from an independent valuation tool.',
    category: SELL_MY_CAR_CATEGORY,
    kind: 'other',
    anchor: 'valuation-form',
    steps: valuationSteps(fourStep).map(valuationStep),
    extra: {},
  };
}
