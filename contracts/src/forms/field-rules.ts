/** SPEC §5 field types offered by the form builder. */
export const FORM_FIELD_TYPES = [
  'address',
  'button',
  'card number',
  'card expiry',
  'check',
  'check group',
  'check card',
  'currency',
  'date-time',
  'distance',
  'dob',
  'email',
  'expiry date',
  'file',
  'full name',
  'hidden',
  'kilometre',
  'licence number',
  'location select',
  'make',
  'model',
  'number',
  'opt-in',
  'phone',
  'postcode',
  'radio',
  'radio group',
  'rego',
  'select',
  'service interval',
  'star rating',
  'string',
  'textarea',
  'tyres',
  'year',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * SPEC §5: a field may be shown only if another field has a value and no error. A field without a
 * dependency is always shown.
 *
 * @example
 * isFieldShown('make', { make: 'Kia' }, {}); // true
 * isFieldShown('make', { make: 'Kia' }, { make: 'bad' }); // false
 */
export function isFieldShown(
  dependsOn: string | null | undefined,
  values: Readonly<Record<string, unknown>>,
  errors: Readonly<Record<string, string | null | undefined>>,
): boolean {
  if (!dependsOn) return true;
  const value = values[dependsOn];
  const hasValue = value !== undefined && value !== null && value !== false && String(value).trim() !== '';
  return hasValue && !errors[dependsOn];
}

/**
 * SPEC §5: optional fields of special forms — the test drive date-time and the request-photos message.
 *
 * @example
 * isOptionalFormField('test-drive', 'date_time'); // true
 */
export function isOptionalFormField(form: string, field: string): boolean {
  return (form === 'test-drive' && field === 'date_time') || (form === 'request-photos' && field === 'message');
}
