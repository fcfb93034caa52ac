import type { BookingKind, CaptchaMode, FormFieldType, LeadFormKind } from '@forecourt/contracts';

/** One option of a select, radio group or check group. */
export type FieldOption = { value: string; label: string };

/** One field of a form step (JSON-safe: it travels in the hydration props). */
export type FieldDef = {
  name: string;
  type: FormFieldType;
  label: string;
  /** SPEC §5: all fields are required by default. */
  required?: boolean;
  options?: FieldOption[];
  /** SPEC §5: shown only when this other field has a value and no error. */
  dependsOn?: string;
  /** Initial value (hidden fields: may hold {primary_location_id}). */
  value?: string;
  placeholder?: string;
  help?: string;
  /** date-time / number bounds (computed in toProps from req.now). */
  min?: string;
  max?: string;
  /** file: accepted types. */
  accept?: string;
  /** file: several files may be chosen. */
  multiple?: boolean;
  /** date-time: pick one of the free booking slots (day, then time) instead of typing a time. */
  booking?: BookingField;
};

/** A date-time field that books a slot of the slots API (SPEC §7 available_*_bookings). */
export type BookingField = {
  kind: BookingKind;
  /** The field holding the chosen location. */
  locationField: string;
  /** Location field value → the dealership whose slots to load (the API is per dealership). */
  dealerships: Record<string, number>;
};

export type StepDef = {
  heading: string;
  description?: string;
  fields: FieldDef[];
  /** A step with a server action before the lead is saved (valuations). */
  action?: 'lookup' | 'confirm' | 'valuation';
};

export type ValuationConfig = {
  fourStep: boolean;
  offerRejection: boolean;
  carId: string | null;
  dealershipId: number | null;
};

/** One form as the page renders it. */
export type FormDef = {
  id: string;
  title: string;
  intro: string;
  /** Lead category (SPEC §3 enquiry types). */
  category: string;
  kind: LeadFormKind;
  steps: StepDef[];
  /** Fields sent with every save (car details from the query, page id …). */
  extra: Record<string, string>;
  /** Pairs added to the success URL (SPEC §4 category mapping: car_type maps the category). */
  successExtra: Record<string, string>;
  testDriveOnly: boolean;
  /** Anchor id of the form card (finance: finance-form). */
  anchor: string;
  calculator: { ratePercent: number; currency: string } | null;
  valuation: ValuationConfig | null;
  labels: { back: string; continue: string; submit: string; loading: string };
};

/** The site rules the engine applies (from SiteConfig in toProps). */
export type FormRules = {
  country: 'AU' | 'NZ' | 'US';
  mobileOnly: boolean;
};

/** SPEC §5 captcha of the site (contracts captchaMode: off, the local test captcha, or Turnstile). */
export type CaptchaConfig = CaptchaMode;

export type SuccessPageProps = {
  page: 'success';
  heading: string;
  message: string;
  category: string;
  links: { href: string; label: string }[];
};

export type FormPageProps =
  | { page: 'form'; form: FormDef; rules: FormRules; captcha: CaptchaConfig; siteSlug: string }
  | SuccessPageProps;
