import type { BookingKind } from '../../bookings/booking.schema.js';
import type { LeadFormKind } from '../../leads/lead-request.js';
import type { SiteConfig } from '../../site/site-config.schema.js';
import type { FormFieldType } from '../field-rules.js';
import type { FormId } from './form-ids.js';

export { FORM_IDS, type FormId } from './form-ids.js';

/** One option of a select, radio group or check group. */
export type FieldOption = { value: string; label: string };

/** A date-time field that books a slot of the slots API (SPEC §7 available_*_bookings). */
export type BookingField = {
  kind: BookingKind;
  /** The field holding the chosen location. */
  locationField: string;
  /** Location field value → the dealership whose slots to load (the API is per dealership). */
  dealerships: Record<string, number>;
};

/** One field of a form step (JSON-safe: it travels in the forms remote's hydration props). */
export type FormField = {
  name: string;
  type: FormFieldType;
  label: string;
  /** SPEC §5: all fields are required by default. */
  required?: boolean;
  options?: FieldOption[];
  /** SPEC §5: shown only when this other field has a value and no error. */
  dependsOn?: string;
  /** Options per value of the `dependsOn` field (models of each make); other values: free text. */
  optionsFor?: Record<string, FieldOption[]>;
  /** Initial value (hidden fields: may hold {primary_location_id}). */
  value?: string;
  placeholder?: string;
  help?: string;
  /** number bounds (inclusive), as text. */
  min?: string;
  max?: string;
  /** file: accepted types. */
  accept?: string;
  /** file: several files may be chosen. */
  multiple?: boolean;
  /** date-time: pick one of the free booking slots (day, then time) instead of typing a time. */
  booking?: BookingField;
};

/** One step of a multi-step form. */
export type FormStep = {
  heading: string;
  description?: string;
  fields: FormField[];
  /** A step with a server action before the lead is saved (valuations). */
  action?: 'lookup' | 'confirm' | 'valuation';
};

/** One form: its steps and fields as the site configures them (what the page renders and the API enforces). */
export type FormDefinition = {
  id: FormId;
  title: string;
  intro: string;
  /** Lead category (SPEC §3 enquiry types). */
  category: string;
  kind: LeadFormKind;
  /** Anchor id of the form card (finance: finance-form). */
  anchor: string;
  steps: FormStep[];
  /** Lead fields every save of this form carries (booking type, subcategory). */
  extra: Record<string, string>;
};

/** The site configuration a form definition depends on. */
export type FormSite = Pick<
  SiteConfig,
  'name' | 'locations' | 'dealerships' | 'dealership_id' | 'enquiry_message_optional' | 'stock_summary'
> &
  Partial<Pick<SiteConfig, 'hear_about_us' | 'form_builder_fields' | 'locale' | 'state' | 'vehicle_lookup'>>;

/** What else shapes a definition: the year (the year select lists the next year and 30 before it). */
export type FormContext = { currentYear?: number };
