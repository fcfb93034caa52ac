import {
  type AdTrackingPayload,
  adTrackingPayload,
  belowMarketAmount,
  buildSearchUrl,
  CAR_TYPE_LABELS,
  type Car,
  CarSchema,
  canReserve,
  carCheckoutPath,
  cardTag,
  carEnquiryPath,
  carPath,
  carPhone,
  carTestDrivePath,
  carTitle,
  carTradeInPath,
  chatOffered,
  dateInTimeZone,
  displayPhone,
  EVENT_IDS,
  emptySearchState,
  type FavouriteEntry,
  FINANCE_DEFAULT_INTEREST_RATE,
  FINANCE_LOAN_TERMS,
  type FragmentRequest,
  favouriteEntry,
  financePath,
  formatMoney,
  formatOdometer,
  hoursText,
  imageSizes,
  imageSrcSet,
  imageUrl,
  isCarAvailable,
  isFinanceManufacturer,
  KIND_OFFERS,
  kindSellingPoints,
  localizeText,
  priceDisplay,
  reserveButtonWidth,
  reserveDeposit,
  SiteConfigSchema,
  showHistoryReport,
  siteOffersForm,
  specialHoursOn,
  specialHoursStatus,
  spell,
  telHref,
  tradeInEligible,
  type VehicleKind,
  vehicleKind,
  vehicleNoun,
  vocabularyFromStockSummary,
  weekdayInTimeZone,
  whatsappDigits,
  whatsappHref,
} from '@forecourt/contracts';
import { z } from 'zod';

export type GalleryImage = { src: string; srcSet: string; large: string; alt: string };
export type SimilarCard = { id: number; title: string; href: string; price: string; image: GalleryImage | null };

export type CarView = {
  id: number;
  title: string;
  tag: { kind: string; label: string };
  available: boolean;
  price: { kind: 'price' | 'preorder' | 'no_price'; text: string };
  priceType: string | null;
  beforePrice: string | null;
  belowMarket: string | null;
  images: GalleryImage[];
  sizes: string;
  description: string;
  specs: { label: string; value: string }[];
  certified: boolean;
};

export type CarActions = {
  /** Null where the vehicle's kind is not bought (KIND_OFFERS: rental, subscription). */
  finance: { label: string; href: string } | null;
  /** Null where the site does not offer the vehicle enquiry / test drive form (site config lead_forms). */
  enquire: string | null;
  /** The enquire button's words in the site's locale (contracts localizeText: Inquire Now on en-US). */
  enquireLabel: string;
  testDrive: { href: string; label: string } | null;
  tradeIn: string | null;
  reserve: { href: string; deposit: string; width: 'full' | 'half' } | null;
  /** wa.me link; href null where the number is hidden (it comes from the reveal call on click). */
  whatsapp: { href: string | null; text: string } | null;
  /** A chat provider is configured and chat is not hidden here; `fallback` is where chat goes offline. */
  chat: { fallback: string } | null;
  historyReport: string | null;
  location: string;
  similar: string;
};

/**
 * The call-the-dealer box. On sites that hide numbers only the masked form is in the props (and so in
 * the page source): the full number comes from POST /api/events/car_phone_call on click.
 */
export type CallBox = { hidden: false; shown: string; tel: string } | { hidden: true; shown: string; tel: null };

/**
 * The repayment calculator of a priced, available car (issue 15): the car's price, the SPEC §9 default
 * rate, the loan terms the finance form offers, and where to apply. `lender`: the site's finance label
 * on sites of a finance-flagged manufacturer (SPEC §9 ids 8, 9, 27), which names the lender.
 */
export type FinanceCalculatorView = {
  price: number;
  rate: number;
  terms: readonly string[];
  currency: string;
  apply: string;
  lender: string | null;
  /** The disclosure's label (server-made: the page's first-load JS stays as it was). */
  summary: string;
};

export type LocationView = {
  name: string;
  address: string;
  mapUrl: string;
  phone: string | null;
  today: string;
};

export type CarPageProps =
  | {
      kind: 'car';
      /** The vehicle's kind (contracts vehicleKind): its row of KIND_OFFERS decides what the page offers. */
      vehicleKind: VehicleKind;
      car: CarView;
      actions: CarActions;
      call: CallBox | null;
      tracking: { car_id: number; dealership_id: number; website_id: number; website_slug: string };
      events: { historyReport: number; financeLink: number; mapsClick: number };
      finance: FinanceCalculatorView | null;
      copy: typeof COPY;
      /** The kind's selling points whose action is on the page (contracts kindSellingPoints). */
      sellingPoints: { title: string; text: string }[];
      certifiedDialog: boolean;
      /** The finance steps block's Apply Now; null (no block) for kinds that are not bought. */
      applyHref: string | null;
      location: LocationView | null;
      dealerHref: string;
      favourite: FavouriteEntry;
      ad: AdTrackingPayload;
    }
  | { kind: 'not_found'; slug: string; noun: string; searchHref: string; similar: SimilarCard[] };

/** SPEC §2 fixed copy of the car page: the sidebar block and the finance steps block (selling points: contracts SELLING_POINTS). */
const COPY = {
  interested: 'Interested in this vehicle?',
  // The sidebar's two items, in order: Reserve Now, then Trade In Valuation.
  interestedItems: [
    ['Reserve Now', 'Secure the vehicle with a debit or credit card payment.'],
    ['Trade In Valuation', 'Get an instant trade-in price from an independent valuation tool.'],
  ],
  financeHeading: 'Finance in three steps',
  applyNow: 'Apply Now',
  financeSteps: [
    ['Step 1', 'Apply online'],
    ['Step 2', 'Get finance with your own personalised rate'],
    ['Step 3', 'Purchase and enjoy'],
  ],
} as const;

const CarPageInput = z.object({
  site: SiteConfigSchema,
  carPage: z.discriminatedUnion('found', [
    z.object({ found: z.literal(true), car: CarSchema }),
    z.object({ found: z.literal(false), slug: z.string(), similar: z.array(CarSchema) }),
  ]),
});
type Site = z.infer<typeof SiteConfigSchema>;

const SIZES = imageSizes([{ minWidth: 992, size: '60vw' }]);

function galleryImage(src: string, alt: string, site: Site): GalleryImage {
  const quality = site.image_quality;
  return {
    src: imageUrl(src, { width: 1080, quality }),
    srcSet: imageSrcSet(src, { quality, maxWidth: 2048 }),
    large: imageUrl(src, { width: 1920, quality }),
    alt,
  };
}

/** 'Find Me Something Similar': the site's search narrowed to the car's make (an SEO path). */
function similarHref(site: Site, car: Pick<Car, 'make'> | null): string {
  const vocabulary = vocabularyFromStockSummary(site.stock_summary);
  const filters = car ? { make: [car.make] } : {};
  return buildSearchUrl({ ...emptySearchState(), filters }, { basePath: '/search', vocabulary });
}

type ActionContext = {
  kind: VehicleKind;
  title: string;
  phone: string | null;
  financeQuery: Parameters<typeof financePath>[1];
  chat: boolean;
};

/**
 * The car page's actions: SPEC §2/§5 rules per action, each also allowed by the vehicle kind's row of
 * KIND_OFFERS (a rental offers no finance, trade-in, test drive, reserve or history report).
 */
function carActions(site: Site, car: Car, ctx: ActionContext): CarActions {
  const allow = KIND_OFFERS[ctx.kind].actions;
  const base = site.vehicle_base_path;
  const whatsapp = ctx.phone ? whatsappDigits(ctx.phone, site.locale) : null;
  const whatsappText = `Hi, I'm interested in the ${ctx.title} (stock ${car.stocknum}).`;
  // The vehicle enquiry form (the site's standard contact link may be a page, e.g. /dealerships); the
  // forms page looks the car up by car_id and files the lead with its stock number, make, model, type.
  const enquire = allow.enquire && siteOffersForm(site, 'vehicle-enquiry') ? carEnquiryPath(car.id) : null;
  return {
    finance: allow.finance
      ? { label: site.finance_label, href: financePath(site.standard_links.finance, ctx.financeQuery) }
      : null,
    enquire,
    enquireLabel: localizeText(site.locale, 'Enquire Now'),
    testDrive:
      allow.testDrive && siteOffersForm(site, 'test-drive')
        ? { href: carTestDrivePath(car.id), label: allow.testDrive }
        : null,
    tradeIn: allow.tradeIn && tradeInEligible(car) ? carTradeInPath(car.id, base) : null,
    reserve:
      allow.reserve && canReserve(car, site)
        ? {
            href: carCheckoutPath(car.slug, base),
            deposit: formatMoney(reserveDeposit(car), site.currency),
            width: reserveButtonWidth(car),
          }
        : null,
    whatsapp: whatsapp
      ? { href: site.hide_phone_numbers ? null : whatsappHref(whatsapp, whatsappText), text: whatsappText }
      : null,
    // Offline (no provider widget on the page) the shell's chat listener goes to the enquiry form.
    chat: ctx.chat && enquire ? { fallback: enquire } : null,
    historyReport: allow.historyReport && showHistoryReport(car) ? car.file : null,
    location: '#cd-location',
    similar: similarHref(site, car),
  };
}

/** Hydration props of the car page, computed from the edge's request (RPC props parsed with zod). */
export function carProps(req: FragmentRequest): CarPageProps {
  const { site, carPage } = CarPageInput.parse(req.props);
  const now = new Date(req.now);
  if (!carPage.found) {
    return {
      kind: 'not_found',
      slug: carPage.slug,
      noun: vehicleNoun(site.vehicle_base_path).singular,
      searchHref: site.default_search_path,
      similar: carPage.similar.map((c) => ({
        id: c.id,
        title: carTitle(c),
        href: carPath(c.slug, site.vehicle_base_path),
        price: priceDisplay(c, { noPriceText: site.no_price_text, currency: site.currency }).text,
        image: c.primary_image_url ? galleryImage(c.primary_image_url, carTitle(c), site) : null,
      })),
    };
  }
  const car = carPage.car;
  const kind = vehicleKind(site, car);
  const offer = KIND_OFFERS[kind];
  const title = carTitle(car);
  const available = isCarAvailable(car);
  const price = priceDisplay(car, { noPriceText: site.no_price_text, currency: site.currency });
  const below = belowMarketAmount(car);
  const location = site.locations.find((l) => l.id === car.location_id) ?? null;
  const phone = carPhone(car, site);
  const financeQuery = {
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: price.kind === 'price' ? car.price : null,
    car_id: car.id,
    car_type: car.car_type,
    vin: car.vin,
  };
  const sources =
    car.images.length > 0 ? car.images.map((i) => i.image.url) : car.primary_image_url ? [car.primary_image_url] : [];
  const actions = carActions(site, car, { kind, title, phone, financeQuery, chat: chatOffered(site, req.route.path) });
  const specs: { label: string; value: string | null }[] = [
    { label: 'Year', value: String(car.year) },
    { label: 'Make', value: car.make },
    { label: 'Model', value: car.model },
    { label: 'Badge', value: car.badge },
    { label: 'Series', value: car.series },
    { label: 'Body', value: car.simple_body },
    { label: 'Drive', value: car.simple_drive },
    { label: 'Transmission', value: car.simple_transmission },
    { label: 'Fuel', value: car.simple_fuel ? localizeText(site.locale, car.simple_fuel) : car.simple_fuel },
    { label: spell(site.locale, 'Colour'), value: car.colour },
    { label: 'Odometer', value: formatOdometer(car.km, site.locale) },
    { label: 'Condition', value: CAR_TYPE_LABELS[car.car_type] },
    { label: 'Stock number', value: car.stocknum },
    { label: 'VIN', value: car.vin },
  ];
  let today = '';
  if (location) {
    const special = specialHoursOn(site.special_hours, location.id, dateInTimeZone(now, site.timezone));
    const weekday = weekdayInTimeZone(now, site.timezone);
    const entry = location.contact_detail.opening_hours.find((h) => h.weekday === weekday);
    today = special ? specialHoursStatus(special).text : entry ? hoursText(entry) : 'Closed';
  }
  return {
    kind: 'car',
    vehicleKind: kind,
    car: {
      id: car.id,
      title,
      tag: cardTag(car, site.specifications, now),
      available,
      price: { kind: price.kind, text: price.text },
      priceType: price.kind === 'price' ? car.price_type : null,
      beforePrice:
        price.kind === 'price' && car.before_price && car.before_price > car.price
          ? formatMoney(car.before_price, site.currency)
          : null,
      belowMarket: below === null ? null : `${formatMoney(below, site.currency)} below market average`,
      images: sources.map((src, i) => galleryImage(src, `${title} — photo ${i + 1} of ${sources.length}`, site)),
      sizes: SIZES,
      description: car.description.body,
      specs: specs.filter((s): s is { label: string; value: string } => s.value !== null && s.value !== ''),
      certified: car.certified,
    },
    actions,
    call: phone
      ? site.hide_phone_numbers
        ? { hidden: true, shown: displayPhone(phone, { hidePhoneNumbers: true, revealed: false }), tel: null }
        : { hidden: false, shown: phone, tel: telHref(phone) }
      : null,
    tracking: { car_id: car.id, dealership_id: car.dealership_id, website_id: site.id, website_slug: site.slug },
    events: {
      historyReport: EVENT_IDS.HISTORY_REPORT,
      financeLink: EVENT_IDS.FINANCE_LINK,
      mapsClick: EVENT_IDS.MAPS_CLICK,
    },
    finance:
      offer.tools.repaymentCalculator && available && price.kind === 'price'
        ? {
            price: car.price,
            rate: FINANCE_DEFAULT_INTEREST_RATE,
            terms: FINANCE_LOAN_TERMS,
            currency: site.currency,
            apply: financePath(site.standard_links.finance, financeQuery),
            lender: isFinanceManufacturer(site.manufacturer_id) ? site.finance_label : null,
            summary: `Calculate repayments${isFinanceManufacturer(site.manufacturer_id) ? ` with ${site.finance_label}` : ''}`,
          }
        : null,
    // SPEC §2: the dialog belongs to the manufacturer (brand) template; the flag turns it on there.
    certifiedDialog: site.template === 'brand' && site.certified_dialog && car.certified,
    applyHref: offer.tools.financeSteps ? financePath('/apply-for-finance', financeQuery) : null,
    copy: COPY,
    sellingPoints: kindSellingPoints(kind, {
      reserve: actions.reserve !== null,
      finance: actions.finance !== null,
      enquire: actions.enquire !== null,
    }).map(({ title, text }) => ({ title, text })),
    location: location
      ? {
          name: location.name,
          address: location.address.full,
          mapUrl: location.address.map_url,
          // Sites that hide numbers show them only through the call box's reveal.
          phone: site.hide_phone_numbers ? null : location.contact_detail.phone,
          today,
        }
      : null,
    dealerHref: `/search/${car.dealership_slug}`,
    favourite: favouriteEntry(car),
    ad: adTrackingPayload({ id: car.id, name: title, price: car.price }, { currency: site.currency }),
  };
}
