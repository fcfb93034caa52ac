import {
  CAR_TYPE_LABELS,
  type CarType,
  type FragmentRequest,
  formatMoney,
  promotionsFor,
  SiteConfigSchema,
  SPECIAL_OFFERS_MAX,
  SpecialOffersDataSchema,
} from '@forecourt/contracts';
import * as z from 'zod';

/** Hydration props of /special-offers: the offers live today, for the chosen car type. */
export type OffersPageProps = {
  filters: { label: string; href: string; current: boolean }[];
  offers: {
    heading: string;
    text: string | null;
    imageUrl: string | null;
    href: string;
    cta: string;
    /** 'Offer ends 31 December 2030' (a date-only expiry, in the site locale). */
    ends: string | null;
  }[];
  /** The live deals of the offers index (a group's copies of one deal once), soonest to end first. */
  deals: { id: string; name: string; kind: string; text: string; price: string | null; href: string; ends: string }[];
};

const Input = z.object({
  site: SiteConfigSchema.pick({ promotions: true, timezone: true, car_types: true, locale: true, currency: true }),
  // absent from a request made before the edge loaded deals (an older edge): no deals
  specialOffers: SpecialOffersDataSchema.default(null),
});

const KIND = { vehicle: 'Vehicle offer', service: 'Service offer', parts: 'Parts offer' } as const;

/**
 * SPEC §3/§4 promotion cards: only cards within their start/expiry window, filtered by the car type
 * (`?car_type=new`, one of the site's types; anything else shows every offer), in the SPEC order — the
 * same cards and rules as the search results' promotion slot. Then the site's live deals from the
 * offers index (contracts special-offers.ts; with a car type, that type's vehicle deals).
 */
export function offersProps(req: FragmentRequest): OffersPageProps {
  const { site, specialOffers } = Input.parse(req.props);
  const requested = req.route.query.car_type;
  const carType = site.car_types.find((t) => t === requested) ?? null;
  const cards = promotionsFor(site.promotions, {
    now: new Date(req.now),
    carTypes: carType ? [carType] : [],
    timeZone: site.timezone,
  });
  const date = new Intl.DateTimeFormat(site.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const endDate = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', timeZone: site.timezone });
  const seen = new Set<string>();
  const deals: OffersPageProps['deals'] = [];
  for (const o of specialOffers?.offers ?? []) {
    if (seen.has(o.name) || deals.length === SPECIAL_OFFERS_MAX) continue;
    seen.add(o.name);
    deals.push({
      id: o.id,
      name: o.name,
      kind: KIND[o.offer_type],
      text: o.description,
      price: o.price === null ? null : formatMoney(o.price, site.currency),
      href: o.url,
      ends: `Ends ${endDate.format(new Date(o.expires_at_timestamp * 1000))}`,
    });
  }
  return {
    deals,
    // chips only where there is a choice (a rental fleet's one type, 'Used', would filter nothing)
    filters:
      site.car_types.length < 2
        ? []
        : [
            { label: 'All offers', href: '/special-offers', current: carType === null },
            ...site.car_types.map((t: CarType) => ({
              label: CAR_TYPE_LABELS[t],
              href: `/special-offers?car_type=${t}`,
              current: carType === t,
            })),
          ],
    offers: cards.map((c) => ({
      heading: c.node.heading,
      text: c.node.text,
      imageUrl: c.node.image_url,
      href: c.node.href,
      cta: c.node.cta,
      ends:
        c.expiry && /^\d{4}-\d{2}-\d{2}$/.test(c.expiry)
          ? `Offer ends ${date.format(new Date(`${c.expiry}T00:00:00Z`))}`
          : null,
    })),
  };
}
