import type { BookingKind } from '../../bookings/booking.schema.js';
import { BOOKING_LEAD_FIELDS } from '../../bookings/booking.schema.js';
import { bookableLocations } from '../../bookings/slots.js';
import { PRIMARY_LOCATION_PLACEHOLDER } from '../../leads/lead-fields.js';
import { type LocationKind, locationKind } from '../../locations/grouping.js';
import { USER_DETAILS_STEP_HEADING } from '../alert.js';
import { showDealershipSelect } from '../enquiry.js';
import type { FieldOption, FormContext, FormField, FormSite, FormStep } from './types.js';

/** The building blocks the form definitions share (one place for the user details step, locations, makes). */

export const opts = (values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: v }));

/** SPEC §2/§8 'User Details': name, phone, email (and what a form adds, e.g. postcode). */
export const userDetails = (extra: FormField[] = []): FormStep => ({
  heading: USER_DETAILS_STEP_HEADING,
  description: 'How can we contact you?',
  fields: [
    { name: 'name', type: 'full name', label: 'Full Name' },
    { name: 'phone', type: 'phone', label: 'Mobile Number' },
    { name: 'email', type: 'email', label: 'Email Address' },
    ...extra,
  ],
});

export const postcode: FormField = { name: 'postcode', type: 'postcode', label: 'Postcode' };

/** SPEC §5 honeypot: must stay empty. */
export const honeypot: FormField = {
  name: 'favourite_color',
  type: 'hidden',
  label: 'Favourite colour',
  required: false,
};

/** SPEC §5: opt-in is optional. */
export const optIn: FormField = {
  name: 'opt_in',
  type: 'opt-in',
  label: 'Keep me up to date with news and offers',
  required: false,
};

/** A hidden location field holding the primary location (replaced by the lead rules at the edge). */
export const primaryLocation: FormField = {
  name: 'location_id',
  type: 'hidden',
  label: 'Location',
  value: PRIMARY_LOCATION_PLACEHOLDER,
};

/** The location choice of a form: visible locations of the kinds given (sales by default), else every visible one. */
export function locationOptions(site: FormSite, kinds: readonly LocationKind[] = ['sales']): FieldOption[] {
  const visible = site.locations.filter((l) => l.visible);
  const wanted = visible.filter((l) => kinds.includes(locationKind(l)));
  return (wanted.length > 0 ? wanted : visible).map((l) => ({ value: String(l.id), label: l.name }));
}

/**
 * SPEC §5 location select, required when shown: a select with two or more locations, else a hidden
 * field with the only one (or the primary location placeholder).
 */
export function locationField(site: FormSite, kinds?: readonly LocationKind[]): FormField {
  const options = locationOptions(site, kinds);
  if (options.length > 1) return { name: 'location_id', type: 'location select', label: 'Location', options };
  return options.length === 1 ? { ...primaryLocation, value: options[0]?.value } : primaryLocation;
}

/** SPEC §5: the dealership select, required when shown — only when the group has more than one dealership. */
export function dealershipField(site: FormSite, name = 'dealership_slug', label = 'Dealership'): FormField[] {
  if (!showDealershipSelect(site.dealerships.length)) return [];
  return [{ name, type: 'select', label, options: site.dealerships.map((d) => ({ value: d.slug, label: d.name })) }];
}

/**
 * The location and date-time fields of a booking form: the locations that take this kind of booking
 * (bookableLocations, the list the slots API serves) and a slot picker fed by that API.
 */
export function bookingFields(
  site: FormSite,
  kind: BookingKind,
  dateTime: Pick<FormField, 'label' | 'required' | 'help'>,
): FormField[] {
  const locations = bookableLocations(site.locations, kind);
  const dealerships: Record<string, number> = Object.fromEntries(locations.map((l) => [String(l.id), l.dealership_id]));
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
  if (primary && locations.length === 0) dealerships[PRIMARY_LOCATION_PLACEHOLDER] = primary.dealership_id;
  const options = locations.map((l) => ({ value: String(l.id), label: l.name }));
  const location: FormField =
    options.length > 1
      ? { name: 'location_id', type: 'location select', label: 'Location', options }
      : { ...primaryLocation, value: options[0]?.value ?? PRIMARY_LOCATION_PLACEHOLDER };
  return [
    location,
    {
      name: BOOKING_LEAD_FIELDS.dateTime,
      type: 'date-time',
      ...dateTime,
      booking: { kind, locationField: 'location_id', dealerships },
    },
  ];
}

/** The year select: next year and the 30 before it (from the site's today); free text without a year. */
export function yearField(ctx: FormContext, label = 'Year'): FormField {
  const field: FormField = { name: 'year', type: 'year', label };
  const year = ctx.currentYear;
  if (year === undefined) return field;
  const years = Array.from({ length: 31 }, (_, i) => String(year + 1 - i));
  return { ...field, options: opts(years) };
}

/**
 * The make and model fields: a select of the makes in stock, and the models of the chosen make from the
 * site's stock summary (SPEC §5 'make', 'model'); free text when the stock summary has none.
 */
export function makeAndModel(site: FormSite): FormField[] {
  const makes = site.stock_summary.makes.map((m) => m.name);
  const models: Record<string, FieldOption[]> = {};
  for (const m of site.stock_summary.models) {
    models[m.make] = [...(models[m.make] ?? []), { value: m.name, label: m.name }];
  }
  for (const list of Object.values(models)) list.sort((a, b) => a.label.localeCompare(b.label));
  const make: FormField = {
    name: 'make',
    type: 'make',
    label: 'Make',
    ...(makes.length ? { options: opts(makes) } : {}),
  };
  const model: FormField = {
    name: 'model',
    type: 'model',
    label: 'Model',
    dependsOn: 'make',
    ...(Object.keys(models).length ? { optionsFor: models } : {}),
  };
  return [make, model];
}
