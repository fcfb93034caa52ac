import {
  CaptchaModeSchema,
  CarTypeSchema,
  carFormCategory,
  DEFAULT_ENQUIRY_CATEGORY,
  dateInTimeZone,
  ENQUIRY_CATEGORIES,
  FINANCE_DEFAULT_INTEREST_RATE,
  type FormId,
  type FragmentRequest,
  fieldRuleOptions,
  formDefinition,
  formIdForPath,
  isGroupSite,
  leadCarFields,
  localizeText,
  SiteConfigSchema,
  SUCCESS_CATEGORY_BY_CAR_TYPE,
  siteOffersForm,
  valuationDealership,
} from '@forecourt/contracts';
import * as z from 'zod';
import type { FieldDef, FormDef, FormPageProps } from '../engine/types.js';

const Input = z.object({
  site: SiteConfigSchema.pick({
    slug: true,
    name: true,
    locale: true,
    state: true,
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
    form_button_labels: true,
    lead_forms: true,
    dealership_group: true,
    hear_about_us: true,
    form_builder_fields: true,
    vehicle_lookup: true,
  }),
  /** The edge's `captcha` loader (contracts captchaMode): Turnstile with its site key, the local test captcha, or off. */
  captcha: CaptchaModeSchema.default({ provider: 'test' }),
  /** The edge's `formQuery` loader: the route's query with the car of a car_id verified against stock. */
  formQuery: z.record(z.string(), z.string()).optional(),
  /** The edge's `carClarity` loader: where a Car Clarity site's finance form sends its customer (SPEC §7), or null. */
  carClarity: z.string().nullable().default(null),
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
  location_id: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional()
    .catch(undefined),
  category: z.string().max(100).optional(),
  enquiry: z.enum(['quick']).optional().catch(undefined),
  // careers: an advertised role's Apply link
  position: z.string().max(100).optional().catch(undefined),
  job: z.string().max(200).optional().catch(undefined),
  // parts: the part a /parts/search result asks about
  part: z.string().max(200).optional().catch(undefined),
});
type Query = z.infer<typeof Query>;

/**
 * The forms remote renders contracts' form definitions (the ones the lead API enforces); this file only
 * adds what the route says: the car of a Quick Enquiry / test drive, query defaults (finance budget,
 * preferred dealership, category), titles, the success URL pairs, and the site's button labels.
 */

/**
 * The car of a Quick Enquiry / test drive, from the query (SPEC: car_id, stock_number, make, model,
 * car_type, vehicle_status) under its lead field names (the lead API files the same fields from the car).
 */
const carExtra = (q: Query): Record<string, string> => leadCarFields(q);
/** The car the query names (its category rule: contracts carFormCategory). */
const queryCar = (q: Query) => (q.car_id ? { car_type: q.car_type } : null);

const carSuccess = (q: Query): Record<string, string> => ({
  ...(q.car_type ? { car_type: q.car_type } : {}),
  ...(q.car_id ? { car_id: q.car_id } : {}),
});

/** The definition with initial values set on the named fields (only values a field can take). */
function withValues(form: FormDef, values: Record<string, string | undefined>): FormDef {
  const set = (f: FieldDef): FieldDef => {
    const value = values[f.name];
    if (value === undefined) return f;
    if (f.options && !f.options.some((o) => o.value === value)) return f;
    return { ...f, value };
  };
  return { ...form, steps: form.steps.map((s) => ({ ...s, fields: s.fields.map(set) })) };
}

/** The form lets the shopper choose this location (a one-location form keeps its own hidden value). */
const offersLocation = (form: FormDef, id: string | undefined) =>
  id !== undefined &&
  form.steps.some((s) => s.fields.some((f) => f.name === 'location_id' && f.options?.some((o) => o.value === id)));

/** A role's title in the cover note: the listing's own limit (contracts JobPositionSchema). */
const JOB_TITLE_MAX = 120;

type Ctx = { site: Site; q: Query; path: string; params: Record<string, string>; currentYear: number };

/** What the route and query change on each form (titles, defaults, the car, the success URL). */
function forRoute(id: FormId, base: FormDef, { site, q, path, params }: Ctx): FormDef {
  const car = { extra: { ...base.extra, ...carExtra(q) }, successExtra: carSuccess(q) };
  switch (id) {
    case 'contact': {
      const preset = params.location ? site.locations.find((l) => l.slug === params.location) : undefined;
      const category = (ENQUIRY_CATEGORIES as readonly string[]).includes(q.category ?? '')
        ? (q.category as string)
        : DEFAULT_ENQUIRY_CATEGORY;
      return withValues(
        { ...base, ...car, title: preset ? `Contact ${preset.name}` : base.title, category },
        { category, location_id: preset ? String(preset.id) : undefined },
      );
    }
    case 'vehicle-enquiry': {
      const category = carFormCategory(base, queryCar(q)) ?? base.category;
      const carName = q.car_name ?? [q.make, q.model].filter(Boolean).join(' ');
      // Issue 34: the Quick Enquiry names its car too (the edge fills car_name from the car).
      const quick = carName ? `Quick Enquiry: ${carName}` : 'Quick Enquiry';
      const title = q.enquiry === 'quick' ? quick : `Enquire about ${carName || 'this vehicle'}`;
      return withValues({ ...base, ...car, title, category }, { category });
    }
    case 'test-drive':
      // The car's location preselected (issue 34; the lead API refuses another location for the car).
      return withValues(
        {
          ...base,
          ...car,
          title: q.make ? `${base.title}: ${[q.make, q.model].filter(Boolean).join(' ')}` : base.title,
          category: carFormCategory(base, queryCar(q)) ?? base.category,
          testDriveOnly: q.test_drive_only === 'true',
        },
        { location_id: offersLocation(base, q.location_id) ? q.location_id : undefined },
      );
    case 'finance':
      return withValues(
        {
          ...base,
          ...car,
          extra: { ...car.extra, ...(q.vin ? { vin: q.vin } : {}) },
          calculator: { ratePercent: FINANCE_DEFAULT_INTEREST_RATE, currency: site.currency },
        },
        { vehiclePriceBudget: q.vehiclePriceBudget, preferredDealership: q.preferredDealership },
      );
    case 'careers':
      // An advertised role's Apply link (/current-positions) chooses its position and names the role.
      return path.startsWith('/work-experience')
        ? withValues({ ...base, title: 'Work Experience' }, { position: 'Work Experience' })
        : withValues(base, {
            position: q.position,
            message: q.job ? `I am applying for: ${q.job.slice(0, JOB_TITLE_MAX)}` : undefined,
          });
    case 'parts':
      // Under /parts/search's results: the page's h1 is the search; a result's link names its part.
      return path.startsWith('/parts/search')
        ? withValues(
            { ...base, title: 'Ask our parts team', secondary: true },
            { message: q.part ? `I am asking about: ${q.part.slice(0, 160)}` : undefined },
          )
        : base;
    case 'valuation': {
      const dealership = valuationDealership(site);
      return {
        ...base,
        title: path.startsWith('/valuations') ? 'Value My Car' : base.title,
        valuation: {
          fourStep: dealership?.four_step_valuation_form ?? false,
          offerRejection: dealership?.enable_valuation_offer_rejection ?? false,
          carId: q.car_id ?? null,
          dealershipId: dealership?.id ?? null,
        },
        extra: q.car_id ? { car_id: q.car_id } : {},
      };
    }
    default:
      return base;
  }
}

/** The form a route shows: the contracts definition for the site, with what the route adds. */
export function pickForm(ctx: Ctx): FormDef | null {
  const id = formIdForPath(ctx.path, ctx.q);
  // a form the site does not offer (site config lead_forms) has no page; the lead API refuses it too
  if (!id || !siteOffersForm(ctx.site, id)) return null;
  const base: FormDef = {
    ...formDefinition(id, ctx.site, { currentYear: ctx.currentYear }),
    successExtra: {},
    testDriveOnly: false,
    calculator: null,
    valuation: null,
    labels: { ...ctx.site.form_button_labels },
    group: isGroupSite(ctx.site),
    carClarityPath: null,
  };
  return forRoute(id, base, ctx);
}

/**
 * Issue 35: the words a visitor reads (title, intro, headings, labels, option labels, help, placeholders)
 * in the site's locale (contracts localizeText: Inquiry, Inquire, Gas, Color on en-US). Values — the
 * category and option values sent with the lead — stay as SPEC names them.
 */
export function localizeForm(form: FormDef, locale: Site['locale']): FormDef {
  const say = (text: string) => localizeText(locale, text);
  const opts = (options: FormDef['steps'][number]['fields'][number]['options']) =>
    options?.map((o) => ({ ...o, label: say(o.label) }));
  return {
    ...form,
    title: say(form.title),
    intro: say(form.intro),
    steps: form.steps.map((step) => ({
      ...step,
      heading: say(step.heading),
      description: step.description === undefined ? undefined : say(step.description),
      fields: step.fields.map((f) => ({
        ...f,
        label: say(f.label),
        options: opts(f.options),
        optionsFor: f.optionsFor
          ? Object.fromEntries(Object.entries(f.optionsFor).map(([k, v]) => [k, opts(v) ?? v]))
          : undefined,
        help: f.help === undefined ? undefined : say(f.help),
        placeholder: f.placeholder === undefined ? undefined : say(f.placeholder),
      })),
    })),
  };
}

/** SPEC §4 success categories (after the car-type mapping) and their thank-you text. */
function successProps(q: Record<string, string>, site: Site): FormPageProps {
  const category = (q.category ?? '').slice(0, 100);
  const byType = Object.entries(SUCCESS_CATEGORY_BY_CAR_TYPE).find(([, v]) => v === category)?.[0];
  const what = byType ? `${byType} vehicle enquiry` : category ? category.replace(/-/g, ' ').toLowerCase() : 'enquiry';
  return {
    page: 'success',
    heading: 'Thank you',
    message: localizeText(site.locale, `Thanks for your ${what}. ${site.name} will be in touch shortly.`),
    category,
    links: [
      { href: site.default_search_path, label: 'Keep browsing' },
      { href: '/', label: 'Back to home' },
    ],
  };
}

/**
 * FormPage props: the form for the route, the site's phone rules, the captcha switch, and every time-
 * dependent value (today's date in the site time zone, year lists) from req.now.
 */
export function formPageProps(req: FragmentRequest): FormPageProps {
  const { site, captcha, formQuery, carClarity } = Input.parse(req.props);
  const path = req.route.path;
  if (path.replace(/\/+$/, '') === '/success') return successProps(req.route.query, site);
  const q = Query.parse(formQuery ?? req.route.query);
  const today = dateInTimeZone(new Date(req.now), site.timezone);
  const form = pickForm({ site, q, path, params: req.route.params, currentYear: Number(today.slice(0, 4)) });
  // The edge only routes paths that name a form (its page plan answers 404 otherwise): this is the
  // body for a request that slips past that, never a status of its own (status is the edge's).
  if (!form)
    return {
      page: 'success',
      heading: 'Page not found',
      message: 'There is no form here.',
      category: '',
      links: [{ href: '/', label: 'Back to home' }],
    };
  // SPEC §7 destination 'car-clarity': the finance application of a Car Clarity site goes to the broker.
  if (form.id === 'finance') form.carClarityPath = carClarity;
  return {
    page: 'form',
    form: localizeForm(form, site.locale),
    rules: fieldRuleOptions(site),
    captcha: captcha ?? { provider: 'test' },
    siteSlug: site.slug,
  };
}
