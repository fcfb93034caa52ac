import {
  type AdTrackingPayload,
  adTrackingPayload,
  CarSchema,
  carPhone,
  carTitle,
  chatOffered,
  EVENT_IDS,
  type FavouriteEntry,
  type FragmentRequest,
  favouriteEntry,
  financePath,
  isCarAvailable,
  KIND_OFFERS,
  kindSellingPoints,
  priceDisplay,
  SiteConfigSchema,
  type VehicleKind,
  vehicleKind,
  vehicleNoun,
} from '@forecourt/contracts';
import * as z from 'zod';
import { carActions } from './car-actions.js';
import { callBox, carView, financeCalculator, locationView, similarCard } from './car-sections.js';
import type {
  CallBox,
  CarActions,
  CarView,
  FinanceCalculatorView,
  LocationView,
  SimilarCard,
} from './car-view-types.js';

export type {
  CallBox,
  CarActions,
  CarView,
  FinanceCalculatorView,
  GalleryImage,
  LocationView,
  SimilarCard,
} from './car-view-types.js';

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
      similar: carPage.similar.map((c) => similarCard(c, site)),
    };
  }
  const car = carPage.car;
  const kind = vehicleKind(site, car);
  const offer = KIND_OFFERS[kind];
  const title = carTitle(car);
  const price = priceDisplay(car, { noPriceText: site.no_price_text, currency: site.currency });
  const location = site.locations.find((l) => l.id === car.location_id) ?? null;
  const phone = carPhone(car, site);
  const financeQuery = {
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: price.kind === 'price' ? car.price : null,
    car_id: car.id,
    car_type: car.car_type,
    vin: car.vin,
  };
  const actions = carActions(site, car, { kind, title, phone, financeQuery, chat: chatOffered(site, req.route.path) });
  return {
    kind: 'car',
    vehicleKind: kind,
    car: carView(site, car, price, now),
    actions,
    call: callBox(site, phone),
    tracking: { car_id: car.id, dealership_id: car.dealership_id, website_id: site.id, website_slug: site.slug },
    events: {
      historyReport: EVENT_IDS.HISTORY_REPORT,
      financeLink: EVENT_IDS.FINANCE_LINK,
      mapsClick: EVENT_IDS.MAPS_CLICK,
    },
    finance:
      offer.tools.repaymentCalculator && isCarAvailable(car) && price.kind === 'price'
        ? financeCalculator(site, car, financeQuery)
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
    location: locationView(site, location, now),
    dealerHref: `/search/${car.dealership_slug}`,
    favourite: favouriteEntry(car),
    ad: adTrackingPayload({ id: car.id, name: title, price: car.price }, { currency: site.currency }),
  };
}
