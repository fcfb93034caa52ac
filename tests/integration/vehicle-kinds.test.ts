import {
  CAR_ACTION_LABELS,
  type Car,
  canReserve,
  isCarListed,
  KIND_OFFERS,
  kindSellingPoints,
  SELLING_POINTS,
  SiteConfigSchema,
  siteOffersForm,
  tradeInEligible,
  type VehicleKind,
} from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * Issue 35 item 2: every kind's car page and search cards against THE table (contracts KIND_OFFERS),
 * through the server-rendered HTML of a demo dealer of that kind.
 */
const NOW = Date.now();
const KINDS: [VehicleKind, string][] = [
  ['sale', 'harbourside'],
  ['motorcycle', 'redline-motorcycles'],
  ['camper', 'outback-campers'],
  ['truck', 'roadhaul-trucks'],
  ['rental', 'cityhop'],
  ['subscription', 'flexdrive'],
];
const data = new Map(
  [...iterateTenants({ now: NOW, validate: false })]
    .filter((t) => KINDS.some(([, slug]) => slug === t.site.slug))
    .map((t) => [t.site.slug, t]),
);

/** A listed, in-stock, priced car of the dealer (the one whose page shows every action its kind allows). */
function pick(slug: string): { car: Car; site: ReturnType<typeof SiteConfigSchema.parse> } {
  const t = data.get(slug)!;
  const site = SiteConfigSchema.parse(t.site);
  const listed = (c: Car) =>
    c.show_on_dealer_website &&
    c.status === 'in_stock' &&
    isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: site.include_sold_cars_days ?? null });
  const cars = t.cars.filter(listed);
  // Prefer one the SPEC rules let reserve, so the table is what decides.
  const car = cars.find((c) => canReserve(c, site) && tradeInEligible(c)) ?? cars.find((c) => c.price > 10) ?? cars[0];
  return { car: car!, site };
}

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ tenants: KINDS.map(([, slug]) => slug), now: NOW });
}, 180_000);
afterAll(() => p?.dispose());

const has = (html: string, text: string) => html.includes(text);
/** The car page's own markup (the header and footer may link forms too). */
const carArticle = (html: string) => {
  const start = html.indexOf('<article class="cd-page"');
  return html.slice(start, html.indexOf('</article>', start));
};

describe('vehicle kinds: the car page shows what KIND_OFFERS says', () => {
  it.each(KINDS)('%s (%s)', async (kind, slug) => {
    const { car, site } = pick(slug);
    const res = await p.get(`${slug}.localhost`, `${site.vehicle_base_path}/${car.slug}`);
    expect(res.status).toBe(200);
    const html = carArticle(await res.text());
    const offer = KIND_OFFERS[kind];
    expect(html).toContain(`data-vehicle-kind="${kind}"`);
    // Actions (each also needs its SPEC rule: a form the site offers, an eligible car).
    expect(has(html, `>${site.finance_label}</a>`), 'finance button').toBe(offer.actions.finance);
    expect(has(html, '>Trade-in</a>'), 'trade-in').toBe(offer.actions.tradeIn && tradeInEligible(car));
    for (const label of ['Book a Test Drive', 'Book a Test Ride']) {
      const shown = offer.actions.testDrive === label && siteOffersForm(site, 'test-drive');
      expect(has(html, `>${label}</a>`), label).toBe(shown);
    }
    const reserve = offer.actions.reserve && canReserve(car, site);
    expect(has(html, '>Reserve Now'), 'reserve').toBe(reserve);
    // Tools.
    expect(has(html, '/apply-for-finance?'), 'Apply Now').toBe(offer.tools.financeSteps);
    expect(has(html, 'Calculate repayments'), 'repayment calculator').toBe(offer.tools.repaymentCalculator);
    // Selling points: the kind's, less those whose action is not on the page.
    const shown = kindSellingPoints(kind, {
      reserve,
      finance: offer.actions.finance,
      enquire: siteOffersForm(site, 'vehicle-enquiry'),
    }).map((s) => s.title);
    for (const point of Object.values(SELLING_POINTS)) {
      expect(has(html, `<strong>${point.title}</strong>`), point.title).toBe(shown.includes(point.title));
    }
    if (kind === 'rental') expect(html).not.toContain('vehiclePriceBudget=');
  });
});

describe('vehicle kinds: search cards show only the actions KIND_OFFERS allows', () => {
  it.each(KINDS)('%s (%s)', async (kind, slug) => {
    const res = await p.get(`${slug}.localhost`, '/search');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${CAR_ACTION_LABELS.quickEnquiry}</a>`);
    if (!KIND_OFFERS[kind].card.includes('reserve')) expect(html).not.toContain(CAR_ACTION_LABELS.reserve);
  });

  it('a bought kind still offers Reserve This Car on the cards of reservable cars (harbourside)', async () => {
    const html = await (await p.get('harbourside.localhost', '/search')).text();
    expect(html).toContain(CAR_ACTION_LABELS.reserve);
  });
});
