/** The lead forms (SPEC §2 Forms), by the id the client sends with every save (`form_id`). */
export const FORM_IDS = [
  'contact',
  'vehicle-enquiry',
  'test-drive',
  'finance',
  'service',
  'parts',
  'fleet',
  'careers',
  'sell-my-car',
  'valuation',
] as const;
export type FormId = (typeof FORM_IDS)[number];
