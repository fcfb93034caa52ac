import {
  AUSTRALIAN_STATES,
  BOOKING_LEAD_FIELDS,
  type BookingKind,
  bookableLocations,
  CAREERS_CATEGORY,
  CaptchaModeSchema,
  CarTypeSchema,
  DEFAULT_ENQUIRY_CATEGORY,
  DEFAULT_FORM_STATE,
  dateInTimeZone,
  FINANCE_DEFAULT_INTEREST_RATE,
  FORM_BUTTON_LABELS,
  type FragmentRequest,
  LEAD_FILE_LIMITS,
  locationKind,
  PRIMARY_LOCATION_PLACEHOLDER,
  phoneCountry,
  SELL_MY_CAR_CATEGORY,
  SiteConfigSchema,
  SUCCESS_CATEGORY_BY_CAR_TYPE,
  showDealershipSelect,
  USER_DETAILS_STEP_HEADING,
  VEHICLE_CONDITIONS,
  valuationSteps,
} from '@forecourt/contracts';
import { z } from 'zod';
import type { FieldDef, FieldOption, FormDef, FormPageProps, StepDef } from '../engine/types.js';

const Input = z.object({
  site: SiteConfigSchema.pick({
    slug: true,
    name: true,
    locale: true,
    timezone: true,
    currency: true,
    dealership_id: true,
    dealerships: true,
    locations: true,
    mobile_only_phones: true,
    enquiry_message_optional: true,
    stock_summary: true,
    vehicle_base_path: true,
    default_search_path: true,
  }),
  /** The edge's `captcha` loader (contracts captchaMode): Turnstile with its site key, the local test captcha, or off. */
  captcha: CaptchaModeSchema.default({ provider: 'test' }),
  /** The edge's `formQuery` loader: the route's query with the car of a car_id verified against stock. */
  formQuery: z.record(z.string(), z.string()).optional(),
});
type Site = z.infer<typeof Input>['site'];

/** Query parameters forms read (SPEC §2 finance query, car details of a Quick Enquiry / test drive). */
const Query = z.object({
  car_id: z.string().max(100).optional(),
  stock_number: z.string().max(100).optional(),
  make: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  car_type: CarTypeSchema.optional().catch(undefined),
  vehicle_status: z.string().max(50).optional(),
  car_name: z.string().max(200).optional(),
  test_drive_only: z.enum(['true', 'false']).optional().catch(undefined),
  preferredDealership: z.string().max(100).optional(),
  vehiclePriceBudget: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .catch(undefined),
  vin: z.string().max(40).optional(),
  category: z.string().max(100).optional(),
  enquiry: z.enum(['quick']).optional().catch(undefined),
});
type Query = z.infer<typeof Query>;

/** SPEC §3 enquiry types as the category select offers them (default General Enquiry). */
export const ENQUIRY_CATEGORIES = [
  DEFAULT_ENQUIRY_CATEGORY,
  'Service Enquiry',
  'Parts Enquiry',
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Fleet Enquiry',
  'Finance Enquiry',
  CAREERS_CATEGORY,
  SELL_MY_CAR_CATEGORY,
] as const;

/** Service intervals offered by the service booking form. */
export const SERVICE_INTERVALS = ['Logbook service', '15,000 km', '30,000 km', '45,000 km', '60,000 km', 'Other'];
const ADDITIONAL_SERVICES = ['Wheel Alignment', 'Tyres', 'Car Wash', 'Air Conditioning'];
const POSITIONS = [
  'Sales Consultant',
  'Service Technician',
  'Parts Interpreter',
  'Customer Service',
  'Work Experience',
];

const opts = (values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: v }));

const userDetails = (extra: FieldDef[] = []): StepDef => ({
  heading: USER_DETAILS_STEP_HEADING,
  description: 'How can we contact you?',
  fields: [
    { name: 'name', type: 'full name', label: 'Full Name' },
    { name: 'phone', type: 'phone', label: 'Mobile Number' },
    { name: 'email', type: 'email', label: 'Email Address' },
    ...extra,
  ],
});

const honeypot: FieldDef = { name: 'favourite_color', type: 'hidden', label: 'Favourite colour', required: false };
const optIn: FieldDef = {
  name: 'opt_in',
  type: 'opt-in',
  label: 'Keep me up to date with news and offers',
  required: false,
};

/** The location select of a form: visible locations of the kinds given (sales by default). */
function locationOptions(site: Site, kinds: string[] = ['sales']): FieldOption[] {
  const visible = site.locations.filter((l) => l.visible);
  const wanted = visible.filter((l) => kinds.includes(locationKind(l)));
  return (wanted.length > 0 ? wanted : visible).map((l) => ({ value: String(l.id), label: l.name }));
}

function dealershipField(site: Site, name = 'dealership_slug', label = 'Dealership'): FieldDef[] {
  if (!showDealershipSelect(site.dealerships.length)) return [];
  return [{ name, type: 'select', label, options: site.dealerships.map((d) => ({ value: d.slug, label: d.name })) }];
}

function locationField(site: Site, kinds?: string[], value?: string): FieldDef[] {
  const options = locationOptions(site, kinds);
  if (options.length === 0)
    return [{ name: 'location_id', type: 'hidden', label: 'Location', value: PRIMARY_LOCATION_PLACEHOLDER }];
  if (options.length === 1)
    return [{ name: 'location_id', type: 'hidden', label: 'Location', value: options[0]?.value }];
  return [{ name: 'location_id', type: 'location select', label: 'Location', options, ...(value ? { value } : {}) }];
}

/**
 * The location and date-time fields of a booking form: the locations that take this kind of booking
 * (contracts bookableLocations, the list the slots API serves) and a slot picker fed by that API.
 */
function bookingFields(site: Site, kind: BookingKind, dateTime: Omit<FieldDef, 'name' | 'type'>): FieldDef[] {
  const locations = bookableLocations(site.locations, kind);
  const dealerships: Record<string, number> = Object.fromEntries(locations.map((l) => [String(l.id), l.dealership_id]));
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
  if (primary && locations.length === 0) dealerships[PRIMARY_LOCATION_PLACEHOLDER] = primary.dealership_id;
  const options = locations.map((l) => ({ value: String(l.id), label: l.name }));
  const location: FieldDef =
    options.length > 1
      ? { name: 'location_id', type: 'location select', label: 'Location', options }
      : {
          name: 'location_id',
          type: 'hidden',
          label: 'Location',
          value: options[0]?.value ?? PRIMARY_LOCATION_PLACEHOLDER,
        };
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

const yearOptions = (currentYear: number): FieldOption[] =>
  Array.from({ length: 31 }, (_, i) => String(currentYear + 1 - i)).map((y) => ({ value: y, label: y }));

const makeOptions = (site: Site): FieldOption[] => opts(site.stock_summary.makes.map((m) => m.name));

/** The car of a Quick Enquiry / test drive, from the query (SPEC: car_id, stock_number, make, model, car_type, vehicle_status). */
function carExtra(q: Query): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.car_id) out.car_id = q.car_id;
  if (q.stock_number) out.stock_number = q.stock_number;
  if (q.make) out['Vehicle Make'] = q.make;
  if (q.model) out['Vehicle Model'] = q.model;
  if (q.car_type) out.car_type = q.car_type;
  if (q.vehicle_status) out.vehicle_status = q.vehicle_status;
  return out;
}

const carSuccess = (q: Query): Record<string, string> => ({
  ...(q.car_type ? { car_type: q.car_type } : {}),
  ...(q.car_id ? { car_id: q.car_id } : {}),
});

const labels = { ...FORM_BUTTON_LABELS };

const base = (
  f: Omit<FormDef, 'extra' | 'successExtra' | 'testDriveOnly' | 'anchor' | 'calculator' | 'valuation' | 'labels'> &
    Partial<FormDef>,
): FormDef => ({
  extra: {},
  successExtra: {},
  testDriveOnly: false,
  anchor: `${f.id}-form`,
  calculator: null,
  valuation: null,
  labels,
  ...f,
});

type Ctx = { site: Site; q: Query; path: string; params: Record<string, string>; today: string; currentYear: number };

function contactForm({ site, q, params }: Ctx): FormDef {
  const locationSlug = params.location;
  const preset = locationSlug ? site.locations.find((l) => l.slug === locationSlug) : undefined;
  const carName = q.car_name ?? [q.make, q.model].filter(Boolean).join(' ');
  const vehicle = Boolean(q.car_id);
  const category = vehicle
    ? q.car_type === 'new'
      ? 'New Vehicle Enquiry'
      : 'Used Vehicle Enquiry'
    : ENQUIRY_CATEGORIES.includes(q.category as (typeof ENQUIRY_CATEGORIES)[number])
      ? (q.category as string)
      : DEFAULT_ENQUIRY_CATEGORY;
  return base({
    id: vehicle ? 'vehicle-enquiry' : 'contact',
    title: vehicle
      ? q.enquiry === 'quick'
        ? 'Quick Enquiry'
        : `Enquire about ${carName || 'this vehicle'}`
      : preset
        ? `Contact ${preset.name}`
        : 'Contact Us',
    intro: vehicle
      ? 'Ask us anything about this vehicle.'
      : `Send ${site.name} an enquiry and we will get back to you.`,
    category,
    kind: 'enquiry',
    steps: [
      userDetails(),
      {
        heading: 'Your Enquiry',
        description: 'Tell us what you are after.',
        fields: [
          ...(vehicle
            ? [{ name: 'category', type: 'hidden' as const, label: 'Category', value: category }]
            : [
                {
                  name: 'category',
                  type: 'select' as const,
                  label: 'Enquiry Type',
                  options: opts(ENQUIRY_CATEGORIES),
                  value: category,
                },
              ]),
          ...locationField(site, ['sales'], preset ? String(preset.id) : undefined),
          ...dealershipField(site),
          { name: 'message', type: 'textarea', label: 'Message', required: !site.enquiry_message_optional },
          { name: 'Rego', type: 'rego', label: 'Rego (optional)', required: false },
          optIn,
          honeypot,
        ],
      },
    ],
    extra: carExtra(q),
    successExtra: carSuccess(q),
  });
}

function testDriveForm({ site, q }: Ctx): FormDef {
  return base({
    id: 'test-drive',
    title: q.make ? `Book a Test Drive: ${[q.make, q.model].filter(Boolean).join(' ')}` : 'Book a Test Drive',
    intro: 'Choose a time that suits you; we will confirm it with you.',
    category: q.car_type === 'new' ? 'New Vehicle Enquiry' : q.car_id ? 'Used Vehicle Enquiry' : 'Test Drive',
    kind: 'test_drive',
    testDriveOnly: q.test_drive_only === 'true',
    steps: [
      userDetails(),
      {
        heading: 'Your Test Drive',
        description: 'When and where would you like to drive it?',
        fields: [
          // SPEC §5: the test drive form date-time is optional; SPEC §7: from available_appointment_bookings.
          ...bookingFields(site, 'test_drive', {
            label: 'Preferred date and time',
            required: false,
            help: 'Optional: pick a day, then a time.',
          }),
          { name: 'message', type: 'textarea', label: 'Anything we should know?', required: false },
          optIn,
        ],
      },
    ],
    extra: { ...carExtra(q), subcategory: 'Test Drive', [BOOKING_LEAD_FIELDS.kind]: 'test_drive' },
    successExtra: carSuccess(q),
  });
}

function financeForm({ site, q }: Ctx): FormDef {
  const dealerships = dealershipField(site, 'preferredDealership', 'Preferred Dealership').map((f) => ({
    ...f,
    ...(q.preferredDealership && f.options?.some((o) => o.value === q.preferredDealership)
      ? { value: q.preferredDealership }
      : {}),
  }));
  return base({
    id: 'finance',
    title: 'Apply for Finance',
    intro: 'Get finance with your own personalised rate.',
    category: 'Finance Enquiry',
    kind: 'other',
    anchor: 'finance-form',
    calculator: { ratePercent: FINANCE_DEFAULT_INTEREST_RATE, currency: site.currency },
    steps: [
      userDetails([{ name: 'postcode', type: 'postcode', label: 'Postcode' }]),
      {
        heading: 'Finance Details',
        description: 'What would you like to borrow?',
        fields: [
          {
            name: 'vehiclePriceBudget',
            type: 'currency',
            label: 'Vehicle price or budget',
            ...(q.vehiclePriceBudget ? { value: q.vehiclePriceBudget } : {}),
          },
          { name: 'deposit', type: 'currency', label: 'Deposit', required: false, value: '0' },
          {
            name: 'loan_term',
            type: 'select',
            label: 'Loan term',
            options: ['12', '24', '36', '48', '60', '72', '84'].map((m) => ({ value: m, label: `${m} months` })),
            value: '60',
          },
          {
            name: 'employment_status',
            type: 'radio group',
            label: 'Employment status',
            options: opts(['Full time', 'Part time', 'Self employed', 'Other']),
          },
          ...dealerships,
          { name: 'terms_conditions', type: 'check', label: 'I agree to the terms of use and privacy policy' },
        ],
      },
    ],
    extra: { ...carExtra(q), ...(q.vin ? { vin: q.vin } : {}) },
    successExtra: carSuccess(q),
  });
}

function serviceForm({ site, currentYear }: Ctx): FormDef {
  return base({
    id: 'service',
    title: 'Book a Service',
    intro: 'Book your next service online.',
    category: 'Service Enquiry',
    kind: 'other',
    steps: [
      userDetails(),
      {
        heading: 'Your Vehicle',
        description: 'Which vehicle are we servicing?',
        fields: [
          { name: 'Rego', type: 'rego', label: 'Rego' },
          { name: 'make', type: 'make', label: 'Make', options: makeOptions(site) },
          { name: 'model', type: 'model', label: 'Model', dependsOn: 'make' },
          { name: 'year', type: 'year', label: 'Year', options: yearOptions(currentYear) },
          { name: 'kilometres', type: 'kilometre', label: 'Odometer (km)' },
        ],
      },
      {
        heading: 'Your Service',
        description: 'Choose a service and a time.',
        fields: [
          {
            name: 'service_interval',
            type: 'service interval',
            label: 'Service interval',
            options: opts(SERVICE_INTERVALS),
          },
          // SPEC §7: drop-off times from available_service_bookings.
          ...bookingFields(site, 'service', { label: 'Preferred drop-off', help: 'Pick a day, then a time.' }),
          {
            name: 'additional_services',
            type: 'check group',
            label: 'Additional services',
            required: false,
            options: opts(ADDITIONAL_SERVICES),
          },
          { name: 'message', type: 'textarea', label: 'Notes', required: false },
        ],
      },
    ],
    extra: { [BOOKING_LEAD_FIELDS.kind]: 'service' },
  });
}

function partsForm({ site, currentYear }: Ctx): FormDef {
  return base({
    id: 'parts',
    title: 'Parts and Accessories',
    intro: 'Tell us the part you need and we will check availability.',
    category: 'Parts Enquiry',
    kind: 'other',
    steps: [
      userDetails(),
      {
        heading: 'Your Part',
        fields: [
          { name: 'make', type: 'make', label: 'Make', options: makeOptions(site) },
          { name: 'model', type: 'model', label: 'Model', dependsOn: 'make' },
          { name: 'year', type: 'year', label: 'Year', options: yearOptions(currentYear) },
          { name: 'vin', type: 'string', label: 'VIN (optional)', required: false },
          { name: 'message', type: 'textarea', label: 'Part description' },
          ...locationField(site, ['parts']),
        ],
      },
    ],
  });
}

function fleetForm({ site }: Ctx): FormDef {
  return base({
    id: 'fleet',
    title: 'Fleet',
    intro: 'Fleet pricing and support for businesses of every size.',
    category: 'Fleet Enquiry',
    kind: 'other',
    steps: [
      userDetails(),
      {
        heading: 'Your Fleet',
        fields: [
          { name: 'company_name', type: 'string', label: 'Company name' },
          { name: 'fleet_size', type: 'number', label: 'Fleet size', min: '1', max: '100000' },
          { name: 'message', type: 'textarea', label: 'Message', required: !site.enquiry_message_optional },
          { name: 'location_id', type: 'hidden', label: 'Location', value: PRIMARY_LOCATION_PLACEHOLDER },
        ],
      },
    ],
  });
}

function careersForm({ path }: Ctx): FormDef {
  const workExperience = path.startsWith('/work-experience');
  const types = Object.keys(LEAD_FILE_LIMITS.types).join(',');
  return base({
    id: 'careers',
    title: workExperience ? 'Work Experience' : 'Careers',
    intro: 'Join our team. Send us your CV and we will be in touch.',
    category: CAREERS_CATEGORY,
    kind: 'career',
    steps: [
      {
        heading: 'Your Application',
        description: 'Which role are you interested in?',
        fields: [
          {
            name: 'position',
            type: 'select',
            label: 'Position',
            options: opts(POSITIONS),
            ...(workExperience ? { value: 'Work Experience' } : {}),
          },
          {
            name: 'cv',
            type: 'file',
            label: 'Your CV',
            accept: types,
            help: 'PDF, Word, text, JPEG or PNG, up to 5 MB.',
          },
          { name: 'message', type: 'textarea', label: 'Cover note', required: false },
        ],
      },
      userDetails(),
    ],
  });
}

/** SPEC §1/§3 'Sell My Car Enquiry': the visitor's vehicle (photos optional), its condition, then contact details. */
function sellMyCarForm({ currentYear }: Ctx): FormDef {
  const defaultState = DEFAULT_FORM_STATE.toUpperCase();
  return base({
    id: 'sell-my-car',
    title: 'Sell My Car',
    intro: 'Tell us about your vehicle and we will make you an offer.',
    category: SELL_MY_CAR_CATEGORY,
    kind: 'sell_my_car',
    steps: [
      {
        heading: 'Your Vehicle',
        description: 'Which vehicle would you like to sell?',
        fields: [
          { name: 'Vehicle Make', type: 'string', label: 'Make', placeholder: 'e.g. Toyota' },
          { name: 'Vehicle Model', type: 'string', label: 'Model', placeholder: 'e.g. Corolla' },
          { name: 'year', type: 'year', label: 'Year', options: yearOptions(currentYear) },
          { name: 'Rego', type: 'rego', label: 'Rego (optional)', required: false },
          {
            name: 'regoState',
            type: 'select',
            label: 'Registration state',
            required: false,
            options: opts(AUSTRALIAN_STATES),
            value: defaultState,
          },
          {
            name: 'photos',
            type: 'file',
            label: 'Photos (optional)',
            required: false,
            accept: 'image/jpeg,image/png',
            multiple: true,
            help: `Up to ${LEAD_FILE_LIMITS.maxFiles} JPEG or PNG photos, 5 MB each.`,
          },
        ],
      },
      {
        heading: 'Vehicle Condition',
        description: 'A few questions so we can value it.',
        fields: [
          { name: 'kilometres', type: 'kilometre', label: 'Odometer (km)' },
          { name: 'condition', type: 'radio group', label: 'Condition', options: opts(VEHICLE_CONDITIONS) },
          { name: 'Ready to sell', type: 'check', label: 'I am ready to sell now', required: false },
          { name: 'message', type: 'textarea', label: 'Anything else we should know?', required: false },
          { name: 'location_id', type: 'hidden', label: 'Location', value: PRIMARY_LOCATION_PLACEHOLDER },
        ],
      },
      userDetails([{ name: 'postcode', type: 'postcode', label: 'Postcode' }]),
    ],
  });
}

function valuationForm({ site, q, path }: Ctx): FormDef {
  const dealership = site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0];
  const fourStep = dealership?.four_step_valuation_form ?? false;
  const names = valuationSteps(fourStep);
  const defaultState = DEFAULT_FORM_STATE.toUpperCase();
  const stepFor = (heading: string): StepDef => {
    if (heading === 'Your Vehicle')
      return {
        heading,
        description: 'Enter your registration to look up your vehicle.',
        action: 'lookup',
        fields: [
          { name: 'rego', type: 'rego', label: 'Rego' },
          { name: 'regoState', type: 'select', label: 'State', options: opts(AUSTRALIAN_STATES), value: defaultState },
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
    return userDetails([{ name: 'postcode', type: 'postcode', label: 'Postcode' }]);
  };
  return base({
    id: 'valuation',
    title: path.startsWith('/valuations') ? 'Value My Car' : 'Trade-in Valuation',
    intro: 'An instant trade-in price from an independent valuation tool.',
    category: SELL_MY_CAR_CATEGORY,
    kind: 'other',
    steps: names.map(stepFor),
    valuation: {
      fourStep,
      offerRejection: dealership?.enable_valuation_offer_rejection ?? false,
      carId: q.car_id ?? null,
      dealershipId: dealership?.id ?? null,
    },
    extra: q.car_id ? { car_id: q.car_id } : {},
  });
}

/** SPEC §4 success categories (after the car-type mapping) and their thank-you text. */
function successProps(q: Record<string, string>, site: Site): FormPageProps {
  const category = (q.category ?? '').slice(0, 100);
  const byType = Object.entries(SUCCESS_CATEGORY_BY_CAR_TYPE).find(([, v]) => v === category)?.[0];
  const what = byType ? `${byType} vehicle enquiry` : category ? category.replace(/-/g, ' ').toLowerCase() : 'enquiry';
  return {
    page: 'success',
    heading: 'Thank you',
    message: `Thanks for your ${what}. ${site.name} will be in touch shortly.`,
    category,
    links: [
      { href: site.default_search_path, label: 'Keep browsing' },
      { href: '/', label: 'Back to home' },
    ],
  };
}

/** The form a route shows (by path; query picks the vehicle enquiry on /contact). */
export function pickForm(ctx: Ctx): FormDef | null {
  const p = ctx.path.replace(/\/+$/, '') || '/';
  if (p === '/contact' || p.startsWith('/contact-us/')) return contactForm(ctx);
  if (p === '/book-test-drive') return testDriveForm(ctx);
  if (['/finance', '/finance-enquiry', '/apply-for-finance'].includes(p)) return financeForm(ctx);
  if (['/service', '/pages/book-a-service', '/book-a-service'].includes(p)) return serviceForm(ctx);
  if (['/vehicle-parts-and-accessories', '/parts/search'].includes(p)) return partsForm(ctx);
  if (p === '/fleet') return fleetForm(ctx);
  if (['/careers', '/current-positions', '/work-experience'].includes(p)) return careersForm(ctx);
  if (p === '/trade-in' || p === '/valuations' || p.endsWith('/trade-in')) return valuationForm(ctx);
  if (p === '/sell-my-car') return sellMyCarForm(ctx);
  return null;
}

/**
 * FormPage props: the form for the route, the site's phone rules, the captcha switch, and every time-
 * dependent value (today's date in the site time zone, year lists) from req.now.
 */
export function formPageProps(req: FragmentRequest): FormPageProps | { status: number; props: FormPageProps } {
  const { site, captcha, formQuery } = Input.parse(req.props);
  const path = req.route.path;
  if (path.replace(/\/+$/, '') === '/success') return successProps(req.route.query, site);
  const q = Query.parse(formQuery ?? req.route.query);
  const today = dateInTimeZone(new Date(req.now), site.timezone);
  const form = pickForm({ site, q, path, params: req.route.params, today, currentYear: Number(today.slice(0, 4)) });
  const props: FormPageProps = form
    ? {
        page: 'form',
        form,
        rules: { country: phoneCountry(site.locale), mobileOnly: site.mobile_only_phones },
        captcha: captcha ?? { provider: 'test' },
        siteSlug: site.slug,
      }
    : {
        page: 'success',
        heading: 'Page not found',
        message: 'There is no form here.',
        category: '',
        links: [{ href: '/', label: 'Back to home' }],
      };
  return form ? props : { status: 404, props };
}
