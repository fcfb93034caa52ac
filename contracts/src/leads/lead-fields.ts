/** A lead's fields as sent in {lead:{...}}; values are whatever the form collected. */
export type LeadFields = Record<string, unknown>;

/**
 * SPEC §3: if name is empty or 'undefined undefined' and first_name exists, name becomes first_name.
 *
 * @example
 * fixLeadName({ name: 'undefined undefined', first_name: 'Sam' }); // { name: 'Sam', first_name: 'Sam' }
 */
export function fixLeadName<T extends LeadFields>(lead: T): T {
  const name = typeof lead.name === 'string' ? lead.name.trim() : '';
  const first = typeof lead.first_name === 'string' ? lead.first_name.trim() : '';
  if ((name === '' || name === 'undefined undefined') && first !== '') return { ...lead, name: first };
  return lead;
}

/** SPEC §3: fields one site sends that are converted to 'Yes' or 'No'. */
export const YES_NO_FIELDS = ['Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal'] as const;

/**
 * Whether a form value means yes (true, 'true', 'yes', 'on', '1', 1).
 *
 * @example
 * isYes('on'); // true
 */
export function isYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['true', 'yes', 'on', '1'].includes(value.trim().toLowerCase());
}

/**
 * SPEC §3: 'Ready to sell', 'Valuation guide', 'Best Finance' and 'Best Deal' become 'Yes' or 'No' (only
 * fields present on the lead).
 *
 * @example
 * convertYesNoFields({ 'Ready to sell': true, 'Best Deal': '' }); // { 'Ready to sell': 'Yes', 'Best Deal': 'No' }
 */
export function convertYesNoFields<T extends LeadFields>(lead: T): T {
  const out: LeadFields = { ...lead };
  for (const field of YES_NO_FIELDS) if (field in out) out[field] = isYes(out[field]) ? 'Yes' : 'No';
  return out as T;
}

/** SPEC §5: the suffix of form-builder check options. */
export const CHECK_OPTION_SUFFIX = 'check_option';

/**
 * SPEC §5: form-builder check options named with a check_option suffix collapse into an additional_services
 * list (the checked ones, by name without the suffix and its separator).
 *
 * @example
 * collapseCheckOptions({ name: 'Sam', 'Wheel Alignment_check_option': true, tyres_check_option: false });
 * // { name: 'Sam', additional_services: ['Wheel Alignment'] }
 */
export function collapseCheckOptions(fields: LeadFields): LeadFields {
  const out: LeadFields = {};
  const services: string[] = [];
  let found = false;
  for (const [key, value] of Object.entries(fields)) {
    if (key.endsWith(CHECK_OPTION_SUFFIX)) {
      found = true;
      const name = key.slice(0, -CHECK_OPTION_SUFFIX.length).replace(/[\s_-]+$/, '');
      if (isYes(value) && name !== '') services.push(name);
    } else out[key] = value;
  }
  if (found) out.additional_services = services;
  return out;
}

/** SPEC §5: the hidden-field placeholder for the primary location's id. */
export const PRIMARY_LOCATION_PLACEHOLDER = '{primary_location_id}';

/**
 * SPEC §5: replaces {primary_location_id} in every string field with the primary location's id.
 *
 * @example
 * replacePrimaryLocationPlaceholder({ location_id: '{primary_location_id}' }, 12); // { location_id: '12' }
 */
export function replacePrimaryLocationPlaceholder<T extends LeadFields>(
  fields: T,
  primaryLocationId: number | null,
): T {
  if (primaryLocationId === null) return fields;
  const out: LeadFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      typeof value === 'string' ? value.split(PRIMARY_LOCATION_PLACEHOLDER).join(String(primaryLocationId)) : value;
  }
  return out as T;
}
