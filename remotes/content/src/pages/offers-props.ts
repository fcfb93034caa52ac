import {
  CAR_TYPE_LABELS,
  type CarType,
  type FragmentRequest,
  promotionsFor,
  SiteConfigSchema,
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
};

const Input = z.object({
  site: SiteConfigSchema.pick({ promotions: true, timezone: true, car_types: true, locale: true }),
});

/**
 * SPEC §3/§4 promotion cards as an offers index: only cards within their start/expiry window, filtered by
 * the car type (`?car_type=new`, one of the site's types; anything else shows every offer), in the
 * SPEC order — the same cards and rules as the search results' promotion slot.
 */
export function offersProps(req: FragmentRequest): OffersPageProps {
  const { site } = Input.parse(req.props);
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
  return {
    filters: [
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
