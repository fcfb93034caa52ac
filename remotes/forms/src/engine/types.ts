import type { CaptchaMode, FieldRuleOptions, FormDefinition, FormField, FormStep } from '@forecourt/contracts';

/** A form's fields and steps come from contracts' form definitions (what the lead API enforces). */
export type { BookingField, FieldOption } from '@forecourt/contracts';
export type FieldDef = FormField;
export type StepDef = FormStep;

export type ValuationConfig = {
  fourStep: boolean;
  offerRejection: boolean;
  carId: string | null;
  dealershipId: number | null;
};

/** One form as the page renders it: the contracts definition with what the route and the site add. */
export type FormDef = FormDefinition & {
  /** Pairs added to the success URL (SPEC §4 category mapping: car_type maps the category). */
  successExtra: Record<string, string>;
  testDriveOnly: boolean;
  calculator: { ratePercent: number; currency: string } | null;
  valuation: ValuationConfig | null;
  /** SPEC §2 button labels (site config form_button_labels). */
  labels: { back: string; continue: string; submit: string; loading: string };
  /** SPEC §7/§8 a group site's form (contracts group-form.ts): page_id sent, the group's failure text. */
  group: boolean;
  /**
   * SPEC §7 destination 'car-clarity' (issue 35): where the last step sends the shopper to Car Clarity
   * (/api/carClarityCustomer, or /mock/… in mock mode) before the lead completes; null: the lead API only.
   */
  carClarityPath: string | null;
  /** The form sits under another heading of its page (/parts/search): its title is an h2, not the page's h1. */
  secondary?: boolean;
};

/** The site rules the engine applies (from SiteConfig in toProps). */
export type FormRules = FieldRuleOptions & { mobileOnly: boolean };

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
