import {
  type FragmentRequest,
  formatMoney,
  localizeText,
  PARTS_PAGE_SIZE,
  PartsSearchDataSchema,
  partsSearchHref,
  SiteConfigSchema,
} from '@forecourt/contracts';
import * as z from 'zod';

type PartCard = {
  id: string;
  name: string;
  partNumber: string;
  category: string;
  make: string | null;
  price: string;
  stock: string;
  /** The parts form below, its description filled with this part. */
  askHref: string;
};
type CategoryChip = { label: string; count: number; href: string; current: boolean };
type DealCard = { id: string; name: string; text: string; href: string; ends: string };

/** Hydration props of /parts/search's search (the parts enquiry form below is the forms remote's). */
export type PartsSearchPageProps = {
  siteName: string;
  q: string;
  /** The chosen category's name and slug (kept by the search box), or null. */
  category: string | null;
  categorySlug: string | null;
  /** Chips: every category with parts for the words (and the chosen one), then "All parts". */
  chips: CategoryChip[];
  allHref: string;
  parts: PartCard[];
  total: number;
  /** 'Showing 1–12 of 40 parts' (or the no-results text). */
  summary: string;
  prevHref: string | null;
  nextHref: string | null;
  deals: DealCard[];
  /** Search did not answer: the page shows the form only, saying why. */
  unavailable: boolean;
  enquiryWord: string;
};

const Input = z.object({
  site: SiteConfigSchema.pick({ name: true, locale: true, currency: true, timezone: true }),
  partsSearch: PartsSearchDataSchema,
});

export function partsSearchProps(req: FragmentRequest): PartsSearchPageProps {
  const { site, partsSearch } = Input.parse(req.props);
  const { input, results } = partsSearch;
  const enquiryWord = localizeText(site.locale, 'enquiry');
  const names = new Map<string, string>();
  const chips: CategoryChip[] = [];
  for (const c of results?.categories ?? []) {
    if (names.has(c.slug)) continue; // one chip per category across the site's dealerships
    names.set(c.slug, c.name);
    const count = results?.categoryCounts[c.slug] ?? 0;
    const current = c.slug === input.category;
    if (count === 0 && !current) continue;
    chips.push({ label: c.name, count, current, href: partsSearchHref({ q: input.q, category: c.slug }) });
  }
  const total = results?.total ?? 0;
  const pages = Math.ceil(total / PARTS_PAGE_SIZE);
  const first = (input.page - 1) * PARTS_PAGE_SIZE + 1;
  const shown = results?.parts.length ?? 0;
  const summary =
    shown > 0
      ? `Showing ${first}\u2013${first + shown - 1} of ${total} ${total === 1 ? 'part' : 'parts'}`
      : results && total === 0 && !input.q && !input.category
        ? // nothing searched and nothing listed: the dealer has no parts online (a rental fleet, say)
          'Our parts catalogue is not online yet.'
        : `No parts found${input.q ? ` for \u201c${input.q}\u201d` : ''}${input.category ? ` in ${names.get(input.category) ?? 'this category'}` : ''}.`;
  const ends = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', timeZone: site.timezone });
  const seen = new Set<string>();
  const deals: DealCard[] = [];
  for (const o of results?.offers ?? []) {
    if (seen.has(o.name) || deals.length === 3) continue; // a group's dealerships often run the same deal
    seen.add(o.name);
    deals.push({
      id: o.id,
      name: o.name,
      text: o.description,
      href: o.url,
      ends: `Ends ${ends.format(new Date(o.expires_at_timestamp * 1000))}`,
    });
  }
  return {
    siteName: site.name,
    q: input.q,
    category: input.category ? (names.get(input.category) ?? null) : null,
    categorySlug: input.category && names.has(input.category) ? input.category : null,
    chips,
    allHref: partsSearchHref({ q: input.q }),
    parts: (results?.parts ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      partNumber: p.part_number,
      category: p.category,
      make: p.make,
      price: p.price === null ? 'Price on application' : formatMoney(p.price, site.currency),
      stock: p.in_stock ? 'In stock' : 'Ordered in for you',
      askHref: `${partsSearchHref({ q: input.q, category: input.category, page: input.page })}${input.q || input.category || input.page > 1 ? '&' : '?'}part=${encodeURIComponent(`${p.name} (${p.part_number})`)}#parts-form`,
    })),
    total,
    summary,
    prevHref: input.page > 1 && shown > 0 ? partsSearchHref({ ...input, page: input.page - 1 }) : null,
    nextHref: input.page < pages ? partsSearchHref({ ...input, page: input.page + 1 }) : null,
    deals,
    unavailable: results === null,
    enquiryWord,
  };
}
