/**
 * The demo sites' information pages (D1 `info_pages`): every site writes its About Us; the group site
 * also its Car Care, Why Service With Us and NSW Dealership Network pages and its own Terms and
 * Conditions. The other sites' legal pages are the platform's default text (contracts
 * platformLegalPage), as a new dealer's would be.
 */
import type { InfoPageInput, Location } from '@forecourt/contracts';
import type { TenantSpec } from './tenants.js';

const UPDATED = '2026-10-15';

const p = (heading: string | undefined, paragraphs: string[], bullets: string[] = []) => ({
  ...(heading ? { heading } : {}),
  paragraphs,
  bullets,
});

function aboutUs(t: TenantSpec, locations: Location[]): InfoPageInput {
  const cities = new Intl.ListFormat('en', { type: 'conjunction' }).format([
    ...new Set(locations.map((l) => l.address.city)),
  ]);
  const states = new Intl.ListFormat('en', { type: 'conjunction' }).format([
    ...new Set(locations.map((l) => l.address.state)),
  ]);
  const makes = [...new Set(t.dealerships.flatMap((d) => d.makes))];
  const what =
    t.priceMode === 'subscription'
      ? 'car subscriptions: one monthly price that covers the car, registration, insurance and servicing'
      : t.priceMode === 'rental'
        ? 'car rental by the day or the week'
        : t.kind === 'motorcycle'
          ? 'new, used and demo motorcycles'
          : t.kind === 'caravan'
            ? 'new and used caravans, campers and motorhomes'
            : t.kind === 'truck'
              ? 'new, used and demo trucks'
              : `new, used and demo ${new Intl.ListFormat('en', { type: 'conjunction' }).format(makes)} vehicles`;
  return {
    slug: 'about-us',
    title: 'About Us',
    summary: `${t.name} offers ${what} in ${states}.`,
    // The group site's decade timeline (site config history_timeline) follows the text.
    show_history: t.config.template === 'group',
    updated: UPDATED,
    sections: [
      p(undefined, [
        `${t.name} has served drivers in ${cities} for decades. We offer ${what}, with a team that knows every vehicle on the yard.`,
        'Every vehicle we sell is inspected before it is listed, priced in the open, and backed by a team that is still there after the sale.',
      ]),
      p(
        'Why customers choose us',
        [],
        [
          'Honest, upfront pricing',
          'Finance and trade-in on the spot',
          'Servicing by factory-trained technicians',
          `${locations.length} location${locations.length === 1 ? '' : 's'} with extended trading hours`,
        ],
      ),
    ],
  };
}

function groupPages(t: TenantSpec, locations: Location[]): InfoPageInput[] {
  const nsw = t.dealerships.filter((d) => d.locations.some((l) => l.state === 'NSW'));
  return [
    {
      slug: 'aftermarket',
      title: 'Car Care',
      summary: `Paint protection, tinting and accessories fitted by ${t.name}, and covered by our warranty.`,
      updated: UPDATED,
      sections: [
        p(undefined, [
          'Keep your car looking new for longer. Our car care products are fitted in our own workshops before you take delivery, or at any later service.',
        ]),
        p(
          'Products we fit',
          [],
          [
            'Paint and interior protection',
            'Window tinting',
            'Tow bars and roof racks',
            'Floor mats and cargo liners',
            'Dash cameras',
          ],
        ),
        p('Ask us', ['Ask your sales consultant for a quote, or book it with your next service.']),
      ],
    },
    {
      slug: 'why-service-with-us',
      title: 'Why Service With Us',
      summary: `Factory-trained technicians, genuine parts and your logbook stamped: servicing at ${t.name}.`,
      updated: UPDATED,
      sections: [
        p(undefined, ['Servicing with us keeps your new car warranty intact and your service history in one place.']),
        p(
          'What you get',
          [],
          [
            'Factory-trained technicians and genuine parts',
            'Logbook servicing that keeps your warranty',
            'A courtesy car or drop-off service on request',
            'A free wash and vacuum with every service',
          ],
        ),
      ],
    },
    {
      slug: 'nsw-dealership-network',
      title: 'NSW Dealership Network',
      summary: `${t.name}'s dealerships across New South Wales.`,
      updated: UPDATED,
      sections: [
        p(undefined, [
          `${t.name} has ${nsw.length} dealership${nsw.length === 1 ? '' : 's'} in New South Wales. Each one sells, services and finances the brands below.`,
        ]),
        ...nsw.map((d) =>
          p(
            d.name,
            [`Brands: ${d.makes.join(', ')}.`],
            locations.filter((l) => l.dealership_slug === d.slug).map((l) => `${l.name}: ${l.address.full}`),
          ),
        ),
      ],
    },
    {
      slug: 'terms-and-conditions',
      title: 'Terms and Conditions',
      summary: `The terms on which ${t.name} offers this website, its vehicles and its services.`,
      updated: UPDATED,
      sections: [
        p('Listings and prices', [
          `Vehicles listed by ${t.name} are subject to prior sale. Drive-away prices include registration, stamp duty and dealer delivery; other prices may exclude government charges.`,
        ]),
        p('Online reservations', [
          'A reservation deposit holds a vehicle for 48 hours and is refunded in full if we cannot complete the sale.',
        ]),
        p('Group dealerships', [
          `Each dealership of ${t.name} is a separate dealer licence holder; your contract is with the dealership that sells you the vehicle.`,
        ]),
      ],
    },
  ];
}

/** The information pages of one tenant. */
export function infoPagesFor(t: TenantSpec, locations: Location[]): InfoPageInput[] {
  return [aboutUs(t, locations), ...(t.config.template === 'group' ? groupPages(t, locations) : [])];
}
