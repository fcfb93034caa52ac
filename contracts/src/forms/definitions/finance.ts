import { dealershipField, opts, postcode, userDetails } from './fields.js';
import type { FormDefinition, FormSite } from './types.js';

/** Loan terms offered, in months (default 60). */
export const FINANCE_LOAN_TERMS = ['12', '24', '36', '48', '60', '72', '84'] as const;

/**
 * Finance (/finance, /finance-enquiry, /apply-for-finance, #finance-form): User Details with postcode, then
 * the loan, employment, the preferred dealership (groups) and the terms of use.
 */
export function financeForm(site: FormSite): FormDefinition {
  return {
    id: 'finance',
    title: 'Apply for Finance',
    intro: 'Get finance with your own personalised rate.',
    category: 'Finance Enquiry',
    kind: 'other',
    anchor: 'finance-form',
    steps: [
      userDetails([postcode]),
      {
        heading: 'Finance Details',
        description: 'What would you like to borrow?',
        fields: [
          { name: 'vehiclePriceBudget', type: 'currency', label: 'Vehicle price or budget' },
          { name: 'deposit', type: 'currency', label: 'Deposit', required: false, value: '0' },
          {
            name: 'loan_term',
            type: 'select',
            label: 'Loan term',
            options: FINANCE_LOAN_TERMS.map((m) => ({ value: m, label: `${m} months` })),
            value: '60',
          },
          {
            name: 'employment_status',
            type: 'radio group',
            label: 'Employment status',
            options: opts(['Full time', 'Part time', 'Self employed', 'Other']),
          },
          ...dealershipField(site, 'preferredDealership', 'Preferred Dealership'),
          // SPEC §5: a form tied to a terms-of-use rule.
          { name: 'terms_conditions', type: 'check', label: 'I agree to the terms of use and privacy policy' },
        ],
      },
    ],
    extra: {},
  };
}
