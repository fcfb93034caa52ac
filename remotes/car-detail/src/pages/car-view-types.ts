import type { SiteConfigSchema } from '@forecourt/contracts';
import type * as z from 'zod';

/** The site config as the car page's props builders read it. */
export type Site = z.infer<typeof SiteConfigSchema>;

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
