import * as z from 'zod';
import { BookingSettingsSchema } from '../bookings/booking.schema.js';
import { CarTypeSchema } from '../cars/car.schema.js';
import { DEFAULT_SEARCH_LIMIT } from '../constants/limits.js';
import { FormBuilderFieldsSchema } from '../forms/builder-fields.schema.js';
import { FORM_IDS } from '../forms/definitions/form-ids.js';
import { FORM_BUTTON_LABELS } from '../forms/messages.js';
import { SpecialHoursEntrySchema } from '../hours/hours.schema.js';
import { isTimeZone } from '../hours/opening-hours.js';
import { LocationSchema } from '../locations/location.schema.js';
import { SitePromotionSchema } from '../promotions/promotion-cards.js';
import { NavigationSchema } from './navigation.schema.js';

export const LOCALES = ['en-AU', 'en-NZ', 'en-US'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

export const CURRENCIES = ['AUD', 'NZD', 'USD'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

/** Visual templates. 'group' is the multi-brand group site, 'brand' the manufacturer dealer site. */
export const TEMPLATES = ['group', 'brand', 'standard', 'powersport', 'outdoor', 'commercial', 'mobility'] as const;
export const TemplateSchema = z.enum(TEMPLATES);
export type Template = z.infer<typeof TemplateSchema>;

/** SPEC §2: the vehicle base path is /cars, or /motorcycles or /campers for those dealers. */
export const VEHICLE_BASE_PATHS = ['/cars', '/motorcycles', '/campers'] as const;
export const VehicleBasePathSchema = z.enum(VEHICLE_BASE_PATHS);
export type VehicleBasePath = z.infer<typeof VehicleBasePathSchema>;

/** SPEC §3: payment_provider is one of three payment providers; 'sandbox' is our offline one. */
export const PAYMENT_PROVIDERS = ['stripe', 'windcave', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** SPEC §2 Search: sort options. Subscription variants only on subscription sites. */
export const SORT_VALUES = [
  'custom_rank:desc',
  'created_at_timestamp:desc',
  'price:desc',
  'price:asc',
  'km:desc',
  'km:asc',
  'subscription_price:desc',
  'subscription_price:asc',
] as const;
export const SortValueSchema = z.enum(SORT_VALUES);
export type SortValue = z.infer<typeof SortValueSchema>;

const urlPath = z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a path starting with /');

export const DealershipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  review_count: z.number().int().default(0),
  average_rating: z.string().default('0'),
  manufacturers: z.array(z.string()).default([]),
  four_step_valuation_form: z.boolean().default(false),
  enable_valuation_offer_rejection: z.boolean().default(false),
  /** Publishable key of the dealership's payment account (safe to ship to the browser). */
  payment_publishable_key: z.string().nullable().default(null),
});
export type Dealership = z.infer<typeof DealershipSchema>;

export const DealershipWebsiteSchema = z.object({
  name: z.string(),
  make: z.string().nullable(),
  url: z.string(),
  logo: z.string().nullable(),
  dealership_ids: z.array(z.number().int()),
  slug: z.string(),
  location_ids: z.array(z.number().int()),
});

export const LogoSchema = z.object({
  url: z.string(),
  thumb: z.string().nullable().optional(),
  banner: z.string().nullable().optional(),
});

/** Per-template theme colours; the shell turns them into CSS custom properties. */
export const ThemeSchema = z.object({
  primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  primary_contrast: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#ffffff'),
  accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  header_bg: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  header_text: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type Theme = z.infer<typeof ThemeSchema>;

export const StockSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  makes: z.array(z.object({ name: z.string(), count: z.number().int() })),
  models: z.array(z.object({ make: z.string(), name: z.string(), count: z.number().int() })),
  car_types: z.array(z.object({ name: CarTypeSchema, count: z.number().int() })),
});
export type StockSummary = z.infer<typeof StockSummarySchema>;

/** A chat provider's hosted chat page: HTTPS only, no credentials in it (its origin goes into the CSP). */
const hostedChatUrl = z
  .string()
  .max(2048)
  .url()
  .refine((u) => {
    const url = URL.canParse(u) ? new URL(u) : null;
    return url?.protocol === 'https:' && !url.username && !url.password;
  }, 'an https URL without credentials')
  .nullable()
  .default(null);

/** Chat settings (SPEC §3) plus the per-dealer hiding rules of SPEC §2 as data. */
export const ChatSettingsSchema = z.object({
  livechat_agent_group: z.string().nullable().default(null),
  /** The platform's LiveChat account (license number) the dealer's agent group belongs to. */
  livechat_license: z.number().int().positive().nullable().default(null),
  zendesk: z.string().nullable().default(null),
  impel_chatbot: z.boolean().default(false),
  /** The dealer's hosted Impel chat page (HTTPS), framed in the chat panel when `impel_chatbot` is on. */
  impel_chatbot_url: hostedChatUrl,
  /** The dealer's hosted autobot chat page (HTTPS), framed in the chat panel when the site's `autobot` flag is on. */
  autobot_url: hostedChatUrl,
  text_messaging_organisation: z.string().nullable().default(null),
  /** Path prefixes where the live-chat widget is hidden (e.g. /cars, /our-locations/, /checkout-journey). */
  hidden_on_paths: z.array(z.string()).default([]),
  /** Path prefixes where the autobot chat is hidden (e.g. checkout and car pages). */
  autobot_hidden_on_paths: z.array(z.string()).default([]),
});

export const FeatureFlagsSchema = z.object({
  dealerstudio: z.boolean().default(false),
  impel: z.boolean().default(false),
  autograb: z.boolean().default(false),
  redbook: z.boolean().default(false),
  nevdis: z.boolean().default(false),
  enable_store: z.boolean().default(false),
  build_model_pages: z.boolean().default(false),
  override_primary_vehicle: z.boolean().default(false),
  /** Payment features (reserve / buy online) are enabled for the site (SPEC §5). */
  payments: z.boolean().default(false),
  /** /finance-pre-approval exists; when off it redirects to /finance (SPEC §2). */
  finance_pre_approval: z.boolean().default(false),
  /** Search uses the valuation-data variant with a features facet (SPEC §2). */
  valuation_data_search: z.boolean().default(false),
  /** Finance shoppers may be sent to Car Clarity (SPEC §7 POST /api/carClarityCustomer, destination 'car-clarity'). */
  car_clarity: z.boolean().default(false),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

/**
 * SPEC §3 Site configuration, with every per-dealer quirk of SPEC as a named field (DESIGN.md:
 * per-dealer behaviour is configuration, never a slug check in code).
 */
export const SiteConfigSchema = z.object({
  id: z.number().int(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  template: TemplateSchema,
  name: z.string().min(1),
  url: z.string().url(),
  city: z.string(),
  state: z.string(),
  domain_name: z.string(),
  /** Hosts that resolve to this site (production domain plus local `<slug>.localhost`). */
  hosts: z.array(z.string()).min(1),
  description: z.string().default(''),
  logo: LogoSchema,
  favicon_url: z.string().nullable().default(null),
  /** The site's own colours; when absent its template's defaults apply (siteTheme). */
  theme: ThemeSchema.optional(),
  locale: LocaleSchema.default('en-AU'),
  /** IANA time zone of the site: 'Today' in opening hours is computed in it (server and client agree). */
  timezone: z.string().refine(isTimeZone, 'an IANA time zone, e.g. Australia/Sydney').default('Australia/Sydney'),
  currency: CurrencySchema.default('AUD'),
  dealership_id: z.number().int(),
  dealership_group: z.string().nullable().default(null),
  manufacturer: z.string().nullable().default(null),
  manufacturer_id: z.number().int().nullable().default(null),
  manufacturer_slug: z.string().nullable().default(null),
  dealerships: z.array(DealershipSchema).min(1),
  dealership_websites: z.array(DealershipWebsiteSchema).default([]),
  address: z.object({ city: z.string(), state: z.string() }),
  locations: z.array(LocationSchema).default([]),
  payment_provider: z.enum(PAYMENT_PROVIDERS).nullable().default(null),
  finance_provider: z.string().nullable().default(null),
  offers_subscription: z.boolean().default(false),
  garage_enabled: z.boolean().default(false),
  /** SPEC §2 per-dealer garage path (e.g. /myharbourside); '/saved' is appended for the saved tab. */
  garage_path: urlPath.default('/my-garage'),
  autobot: z.boolean().default(false),
  dealercell: z.boolean().default(false),
  features: FeatureFlagsSchema.prefault({}),
  /** SPEC §6: authentication is on only for a short list of sites — a flag, not a slug list. */
  authentication: z.boolean().default(false),
  include_sold_cars_days: z.number().int().nonnegative().nullable().default(null),
  specifications: z
    .object({
      just_arrived_days: z.number().int().positive().nullable().default(null),
      just_arrived_tag_name: z.string().nullable().default(null),
      sold_tag_name: z.string().nullable().default(null),
    })
    .default({ just_arrived_days: null, just_arrived_tag_name: null, sold_tag_name: null }),
  special_hours: z.array(SpecialHoursEntrySchema).default([]),
  /** Site default search path, e.g. /search/used-cars. */
  default_search_path: urlPath.default('/search'),
  /** Per-site stock scope as a Meilisearch filter expression ANDed to every search. */
  search_filters: z.string().default(''),
  /** SPEC §9: shared filter variant number 0-14 combined with search_filters. */
  search_filter_variant: z.number().int().min(0).max(14).default(0),
  /** Which car types this site lists ([] = all). */
  car_types: z.array(CarTypeSchema).default([]),
  vehicle_base_path: VehicleBasePathSchema.default('/cars'),
  default_sort: SortValueSchema.default('custom_rank:desc'),
  /** Search page size: 21 on the group site; 100 is the default limit elsewhere (SPEC §9). */
  search_page_size: z.number().int().min(1).max(100).default(DEFAULT_SEARCH_LIMIT),
  /** Promotion card slot position in results (group site: 9); null = no promotions. */
  promotion_position: z.number().int().positive().nullable().default(null),
  /** The site's promotion cards (SPEC §3/§4), shown in that slot by promotionForPage. */
  promotions: z.array(SitePromotionSchema).default([]),
  /** SPEC §4 "the rest follow, optionally shuffled": shuffle unpositioned cards (daily seed). */
  promotion_shuffle: z.boolean().default(false),
  /** Makes listed first, in order, under 'Popular Makes' ([] = no headings). */
  popular_makes: z.array(z.string()).default([]),
  /** Brand ordering list that sorts makes (SPEC §9). */
  make_order: z.array(z.string()).default([]),
  /**
   * SPEC §2 group override: where the site's standard finance, trade-in and contact links point.
   * The group site uses /finance, /valuations and /dealerships.
   */
  standard_links: z
    .object({ finance: urlPath, trade_in: urlPath, contact: urlPath })
    .default({ finance: '/finance-enquiry', trade_in: '/trade-in', contact: '/contact' }),
  navigation: NavigationSchema.default({ header: [], footer: [], header_buttons: [] }),
  /** Show payment-method logos in the footer (group site). */
  show_payment_logos: z.boolean().default(false),
  stock_summary: StockSummarySchema,
  offers: z.boolean().default(false),
  blogs: z.boolean().default(false),
  reviews: z.boolean().default(false),
  analytics: z
    .object({
      /** Comma-separated ids allowed (SPEC §3). */
      google_analytics_id: z.string().nullable().default(null),
      facebook_pixel: z.string().nullable().default(null),
      gtm_id: z.string().nullable().default(null),
    })
    .default({ google_analytics_id: null, facebook_pixel: null, gtm_id: null }),
  chat: ChatSettingsSchema.prefault({}),
  xtime_url: z.string().nullable().default(null),
  youx_provider_code: z.string().nullable().default(null),
  google_site_verification: z.string().nullable().default(null),
  push_leads_to_website_primary_location: z.boolean().default(false),
  push_leads_to_website_primary_dealership: z.boolean().default(false),
  /**
   * Where this dealer's completed leads are delivered (through the lead queue): a webhook with the lead
   * as JSON, ADF/XML for dealer CRMs posted to a URL, or none (kept in D1 only).
   */
  lead_delivery: z
    .object({ kind: z.enum(['none', 'webhook', 'adf']), url: z.string().url().nullable().default(null) })
    .default({ kind: 'none', url: null }),
  /** SPEC §7: two sites force a lead's dealership_slug to their own slug. */
  force_dealership_slug: z.boolean().default(false),
  /** SPEC §2: mask car-page phone numbers after the first 5 characters until clicked. */
  hide_phone_numbers: z.boolean().default(false),
  /** SPEC §5: phone fields accept Australian mobiles only. */
  mobile_only_phones: z.boolean().default(false),
  /** SPEC §5: coming_soon cars may be reserved too. */
  reserve_coming_soon: z.boolean().default(false),
  /** Issue 12: the dealer's deposit refund terms, shown on /buying-online (null: the platform's default wording). */
  deposit_refund_terms: z.string().max(2000).nullable().default(null),
  /** SPEC §2: the site serves informational pages under /pages/. */
  uses_pages_path: z.boolean().default(false),
  /** SPEC §2: path prefix rewrites, e.g. /blog → /news on one manufacturer site. */
  link_rewrites: z.array(z.object({ from: urlPath, to: urlPath })).default([]),
  /** SPEC §2: base domain substituted for the placeholder in manufacturer dealer-site links. */
  manufacturer_base_domain: z.string().nullable().default(null),
  /** SPEC §9: image quality (default 75, 60 on some sites). */
  image_quality: z.number().int().min(1).max(100).default(75),
  /**
   * SPEC §7 vehicle lookup (/api/simple-autograb-lookup, valuations): 'autograb' asks the country's real
   * provider with the deployment's key — AutoGrab for AU and NZ sites, NHTSA vPIC + MarketCheck for US sites
   * (issue 35: AutoGrab covers no other country); 'demo' invents a vehicle from the rego (demo sites only; the form labels it as demo data).
   */
  vehicle_lookup: z.enum(['autograb', 'demo']).default('autograb'),
  /** SPEC §5: "A captcha is shown by default" on lead forms; a dealer may turn it off. */
  captcha: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  /** SPEC §7 booking slots: this dealer's overrides of BOOKING_DEFAULTS (slot length, lead time, horizon, capacity). */
  bookings: BookingSettingsSchema.default({ test_drive: {}, service: {} }),
  /** SPEC §5: the brand flag that makes the enquiry message optional. */
  enquiry_message_optional: z.boolean().default(false),
  /** SPEC §2 Forms: the multi-step form buttons, overridable per site (defaults 'Go Back', 'Continue', 'Submit', 'Loading'). */
  form_button_labels: z
    .object({
      back: z.string().min(1).max(40).default(FORM_BUTTON_LABELS.back),
      continue: z.string().min(1).max(40).default(FORM_BUTTON_LABELS.continue),
      submit: z.string().min(1).max(40).default(FORM_BUTTON_LABELS.submit),
      loading: z.string().min(1).max(40).default(FORM_BUTTON_LABELS.loading),
    })
    .default({ ...FORM_BUTTON_LABELS }),
  /**
   * SPEC §1/§2 Forms: the lead forms this dealer offers (default every form). A form left out has no
   * route on the site and the lead API refuses its leads (siteOffersForm).
   */
  lead_forms: z.array(z.enum(FORM_IDS)).default([...FORM_IDS]),
  /** SPEC §5 form builder: per form, fields of the builder types added to its last step (forms/builder-types.ts). */
  form_builder_fields: FormBuilderFieldsSchema,
  /** SPEC §9 'Where did you hear about us?' on this brand's forms (optional, last step of every form). */
  hear_about_us: z.boolean().default(false),
  /** SPEC §2: finance button label (default 'Get Finance'). */
  finance_label: z.string().default('Get Finance'),
  /** SPEC §5: price text when no price is shown (default 'Enquire for price.'). */
  no_price_text: z.string().default('Enquire for price.'),
  /** SPEC §2: the 'See certified information' dialog on certified cars (one manufacturer template). */
  certified_dialog: z.boolean().default(false),
  /** SPEC §2: /pre-owned search page on one brand template. */
  pre_owned_path: z.boolean().default(false),
  /** SPEC §1: dealership history timeline with decade tabs (group site). */
  history_timeline: z.array(z.object({ decade: z.string(), title: z.string(), body: z.string() })).default([]),
  /**
   * SPEC §7 dealer dashboard: this site's stock, navigation, special hours and locations are kept current
   * from the dashboard (website id = `id`) by the edge's dashboard sync (edge/src/dashboard/).
   */
  dashboard_sync: z.boolean().default(false),
  /** SPEC §7: the search service host and read key (values not shown in SPEC). */
  search_host: z.string().nullable().default(null),
  search_read_key: z.string().nullable().default(null),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
/** What a site config looks like before defaults are applied (what KV stores). */
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
