import {
  buildSearchUrl,
  type Car,
  canReserve,
  carCheckoutPath,
  carEnquiryPath,
  carTestDrivePath,
  carTradeInPath,
  emptySearchState,
  financePath,
  formatMoney,
  KIND_OFFERS,
  localizeText,
  reserveButtonWidth,
  reserveDeposit,
  showHistoryReport,
  siteOffersForm,
  tradeInEligible,
  type VehicleKind,
  vocabularyFromStockSummary,
  whatsappDigits,
  whatsappHref,
} from '@forecourt/contracts';
import type { CarActions, Site } from './car-view-types.js';

/** 'Find Me Something Similar': the site's search narrowed to the car's make (an SEO path). */
function similarHref(site: Site, car: Pick<Car, 'make'> | null): string {
  const vocabulary = vocabularyFromStockSummary(site.stock_summary);
  const filters = car ? { make: [car.make] } : {};
  return buildSearchUrl({ ...emptySearchState(), filters }, { basePath: '/search', vocabulary });
}

export type ActionContext = {
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
export function carActions(site: Site, car: Car, ctx: ActionContext): CarActions {
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
