import {
  belowMarketAmount,
  CAR_TYPE_LABELS,
  type Car,
  cardTag,
  carPath,
  carTitle,
  dateInTimeZone,
  displayPhone,
  FINANCE_DEFAULT_INTEREST_RATE,
  FINANCE_LOAN_TERMS,
  financePath,
  formatMoney,
  formatOdometer,
  hoursText,
  imageSizes,
  imageSrcSet,
  imageUrl,
  isCarAvailable,
  isFinanceManufacturer,
  localizeText,
  priceDisplay,
  specialHoursOn,
  specialHoursStatus,
  spell,
  telHref,
  weekdayInTimeZone,
} from '@forecourt/contracts';
import type {
  CallBox,
  CarView,
  FinanceCalculatorView,
  GalleryImage,
  LocationView,
  SimilarCard,
  Site,
} from './car-view-types.js';

/** Builders of the car page's props, one per section of the page (carProps puts them together). */

const SIZES = imageSizes([{ minWidth: 992, size: '60vw' }]);

type Price = ReturnType<typeof priceDisplay>;
type Location = Site['locations'][number];

export function galleryImage(src: string, alt: string, site: Site): GalleryImage {
  const quality = site.image_quality;
  return {
    src: imageUrl(src, { width: 1080, quality }),
    srcSet: imageSrcSet(src, { quality, maxWidth: 2048 }),
    large: imageUrl(src, { width: 1920, quality }),
    alt,
  };
}

/** The not-found page's similar cars. */
export function similarCard(c: Car, site: Site): SimilarCard {
  return {
    id: c.id,
    title: carTitle(c),
    href: carPath(c.slug, site.vehicle_base_path),
    price: priceDisplay(c, { noPriceText: site.no_price_text, currency: site.currency }).text,
    image: c.primary_image_url ? galleryImage(c.primary_image_url, carTitle(c), site) : null,
  };
}

/** The specifications table: the car's non-empty fields, in the site's locale. */
function carSpecs(site: Site, car: Car): { label: string; value: string }[] {
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
  return specs.filter((s): s is { label: string; value: string } => s.value !== null && s.value !== '');
}

/** The car itself: title, tag, price lines, gallery and specifications. */
export function carView(site: Site, car: Car, price: Price, now: Date): CarView {
  const title = carTitle(car);
  const below = belowMarketAmount(car);
  const sources =
    car.images.length > 0 ? car.images.map((i) => i.image.url) : car.primary_image_url ? [car.primary_image_url] : [];
  return {
    id: car.id,
    title,
    tag: cardTag(car, site.specifications, now),
    available: isCarAvailable(car),
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
    specs: carSpecs(site, car),
    certified: car.certified,
  };
}

/** The call-the-dealer box; on sites that hide numbers only the masked form goes into the props. */
export function callBox(site: Site, phone: string | null): CallBox | null {
  if (!phone) return null;
  return site.hide_phone_numbers
    ? { hidden: true, shown: displayPhone(phone, { hidePhoneNumbers: true, revealed: false }), tel: null }
    : { hidden: false, shown: phone, tel: telHref(phone) };
}

/** The repayment calculator's props (the caller decides whether the car gets one). */
export function financeCalculator(
  site: Site,
  car: Car,
  financeQuery: Parameters<typeof financePath>[1],
): FinanceCalculatorView {
  return {
    price: car.price,
    rate: FINANCE_DEFAULT_INTEREST_RATE,
    terms: FINANCE_LOAN_TERMS,
    currency: site.currency,
    apply: financePath(site.standard_links.finance, financeQuery),
    lender: isFinanceManufacturer(site.manufacturer_id) ? site.finance_label : null,
    summary: `Calculate repayments${isFinanceManufacturer(site.manufacturer_id) ? ` with ${site.finance_label}` : ''}`,
  };
}

/** Today's opening hours of the car's location: special hours first, else the weekday's, else Closed. */
function todayHours(site: Site, location: Location, now: Date): string {
  const special = specialHoursOn(site.special_hours, location.id, dateInTimeZone(now, site.timezone));
  const weekday = weekdayInTimeZone(now, site.timezone);
  const entry = location.contact_detail.opening_hours.find((h) => h.weekday === weekday);
  return special ? specialHoursStatus(special).text : entry ? hoursText(entry) : 'Closed';
}

/** The car's location block. */
export function locationView(site: Site, location: Location | null, now: Date): LocationView | null {
  if (!location) return null;
  return {
    name: location.name,
    address: location.address.full,
    mapUrl: location.address.map_url,
    // Sites that hide numbers show them only through the call box's reveal.
    phone: site.hide_phone_numbers ? null : location.contact_detail.phone,
    today: todayHours(site, location, now),
  };
}
