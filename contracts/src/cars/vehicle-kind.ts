import type { SiteConfig } from '../site/site-config.schema.js';
import type { Car } from './car.schema.js';

/**
 * What a car page and a search card offer, per kind of vehicle (issue 35 item 2). One table,
 * KIND_OFFERS: the car page (remotes/car-detail car-props.ts) and the search card (contracts
 * carCardActions) read it, and tests/integration/vehicle-kinds.test.ts checks every kind's car page
 * against it. The decisions (docs/ARCHITECTURE-NOTES.md "Vehicle kinds"):
 * - sale, motorcycle, camper, truck are bought: finance, trade-in, test drive (a test *ride* on a
 *   motorcycle), reserve online (where SPEC §5 also allows it), the history report and SPEC §2's
 *   three selling points.
 * - rental and subscription cars are hired, never bought: no finance (button, calculator, finance
 *   steps with Apply Now), no trade-in, no reserve (checkout sells a car: its deposit is part of a
 *   price) and no history report; the shopper enquires (Quick Enquiry on the card) and the page says
 *   what the price means (per day / per week) instead of selling finance.
 * A selling point shows only when what it promises is on the page: "Reserve quickly online" and
 * "Secure online payments" need the Reserve button, "Apply for finance" the finance button.
 */

export const VEHICLE_KINDS = ['sale', 'rental', 'subscription', 'motorcycle', 'camper', 'truck'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** The site fields that say what kind of dealer it is. */
export type VehicleKindSite = Pick<SiteConfig, 'template' | 'vehicle_base_path' | 'offers_subscription'>;

/** The car fields that say a car is hired (cards carry price_type; car pages also subscription_price). */
export type VehicleKindCar = Pick<Car, 'price_type'> & Partial<Pick<Car, 'subscription_price'>>;

const PER_DAY = /\bper\s+day\b/i;
const PER_PERIOD = /\bper\s+(week|month)\b/i;

/**
 * The kind of a site's vehicle: a subscription car (a subscription price, or a weekly/monthly price on a
 * subscription site), a rental (priced per day, or any car of a mobility site that sells no
 * subscriptions), else the kind of the dealer (its template and vehicle base path), else a car for sale.
 *
 * @example
 * vehicleKind({ template: 'mobility', vehicle_base_path: '/cars', offers_subscription: false }); // 'rental'
 * vehicleKind({ template: 'powersport', vehicle_base_path: '/motorcycles', offers_subscription: false }); // 'motorcycle'
 */
export function vehicleKind(site: VehicleKindSite, car?: VehicleKindCar): VehicleKind {
  const priceType = car?.price_type ?? '';
  if (car?.subscription_price != null) return 'subscription';
  if (site.offers_subscription && (site.template === 'mobility' || PER_PERIOD.test(priceType))) return 'subscription';
  if (site.template === 'mobility' || PER_DAY.test(priceType)) return 'rental';
  if (site.vehicle_base_path === '/motorcycles' || site.template === 'powersport') return 'motorcycle';
  if (site.vehicle_base_path === '/campers' || site.template === 'outdoor') return 'camper';
  if (site.template === 'commercial') return 'truck';
  return 'sale';
}

/** A selling point: its copy, and the action it promises (it shows only with that action on the page). */
export const SELLING_POINTS = {
  // SPEC §2's three, in its order.
  reserve: { title: 'Reserve quickly online', text: 'Hold this vehicle in minutes.', needs: 'reserve' },
  payments: { title: 'Secure online payments', text: 'Fully encrypted.', needs: 'reserve' },
  finance: { title: 'Apply for finance', text: 'Pre-approval online.', needs: 'finance' },
  // Hired vehicles: what the price means, and how to go on.
  dailyRate: { title: 'Priced by the day', text: 'The rate shown is per day of hire.', needs: null },
  weeklyPrice: { title: 'One weekly price', text: 'The price shown is per week of subscription.', needs: null },
  askOnline: { title: 'Ask online', text: 'Send us your dates and we confirm availability.', needs: 'enquire' },
} as const satisfies Record<string, { title: string; text: string; needs: 'reserve' | 'finance' | 'enquire' | null }>;
export type SellingPointKey = keyof typeof SELLING_POINTS;

/** The car card actions a kind may show (SPEC §2 card labels; contracts CAR_ACTION_LABELS). */
export type KindCardAction = 'explore' | 'quickEnquiry' | 'reserve' | 'findSimilar';

/** What one kind's car page and search card show (each action still needs its own SPEC rule to hold). */
export type KindOffer = {
  /** Car page actions. */
  actions: {
    finance: boolean;
    tradeIn: boolean;
    /** The test drive button's words, or null for none. */
    testDrive: 'Book a Test Drive' | 'Book a Test Ride' | null;
    reserve: boolean;
    historyReport: boolean;
    enquire: boolean;
  };
  /** Car page selling points, in order (each also needs its action on the page). */
  sellingPoints: readonly SellingPointKey[];
  /** Car page tools: the repayment calculator and the finance steps block with Apply Now. */
  tools: { repaymentCalculator: boolean; financeSteps: boolean };
  /** Search card actions an available car may show. */
  card: readonly KindCardAction[];
};

const BOUGHT: KindOffer = {
  actions: {
    finance: true,
    tradeIn: true,
    testDrive: 'Book a Test Drive',
    reserve: true,
    historyReport: true,
    enquire: true,
  },
  sellingPoints: ['reserve', 'payments', 'finance'],
  tools: { repaymentCalculator: true, financeSteps: true },
  card: ['explore', 'quickEnquiry', 'reserve', 'findSimilar'],
};

const HIRED = {
  actions: { finance: false, tradeIn: false, testDrive: null, reserve: false, historyReport: false, enquire: true },
  tools: { repaymentCalculator: false, financeSteps: false },
  card: ['explore', 'quickEnquiry', 'findSimilar'],
} as const satisfies Omit<KindOffer, 'sellingPoints'>;

/** THE table: per vehicle kind, what its car page and search card show. */
export const KIND_OFFERS: Readonly<Record<VehicleKind, KindOffer>> = Object.freeze({
  sale: BOUGHT,
  motorcycle: { ...BOUGHT, actions: { ...BOUGHT.actions, testDrive: 'Book a Test Ride' } },
  camper: BOUGHT,
  truck: BOUGHT,
  rental: { ...HIRED, sellingPoints: ['dailyRate', 'askOnline'] },
  subscription: { ...HIRED, sellingPoints: ['weeklyPrice', 'askOnline'] },
});

/**
 * The selling points a page shows: the kind's, less those whose action is not on the page.
 *
 * @example
 * kindSellingPoints('sale', { reserve: false, finance: true, enquire: true });
 * // [{ key: 'finance', title: 'Apply for finance', text: 'Pre-approval online.' }]
 */
export function kindSellingPoints(
  kind: VehicleKind,
  shown: { reserve: boolean; finance: boolean; enquire: boolean },
): { key: SellingPointKey; title: string; text: string }[] {
  return KIND_OFFERS[kind].sellingPoints.flatMap((key) => {
    const point = SELLING_POINTS[key];
    if (point.needs !== null && !shown[point.needs]) return [];
    return [{ key, title: point.title, text: point.text }];
  });
}
