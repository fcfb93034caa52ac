/**
 * What `sites add|update` work out so the config file never holds it: numeric ids (next free across
 * all sites on add, kept by slug on update), each location's dealership link and address fields
 * (sites-geo.ts), city/state/domain, the search scope and the stock summary counted from D1. Ids a
 * file does give are checked against every other site: a clash is refused, naming the site.
 */
import type { StockSummary } from '@forecourt/contracts';
import { OpsError } from './routing-commands.js';
import { deriveAddress } from './sites-geo.js';

type Obj = Record<string, unknown>;
export type DeriveContext = {
  /** Every other site's stored config, by slug. */
  others: Record<string, Obj>;
  /** This site's stored config (update), null on add. */
  stored: Obj | null;
  /** The stock summary of these dealerships from D1; absent: keep the stored one. */
  stockSummary?: (dealershipIds: number[]) => Promise<StockSummary>;
  /** The highest ids D1 holds (cars, dealerships and locations of sites no longer in KV count too). */
  usedIds?: () => Promise<UsedIds>;
};
export type UsedIds = { dealership: number; location: number };

const objects = (v: unknown): Obj[] =>
  Array.isArray(v) ? v.filter((x): x is Obj => typeof x === 'object' && x !== null) : [];
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
const EMPTY_SUMMARY: StockSummary = { count: 0, makes: [], models: [], car_types: [] };

/** Who holds each id now: "site 9" → "lakeside-auto", "dealership 901" → "lakeside-auto (Lakeside Ford Madison)". */
export function idOwners(sites: Record<string, Obj>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [slug, s] of Object.entries(sites)) {
    const id = num(s.id);
    if (id !== undefined) owners.set(`site id ${id}`, slug);
    for (const d of objects(s.dealerships))
      if (num(d.id) !== undefined) owners.set(`dealership id ${d.id}`, `${slug} (${String(d.name)})`);
    for (const l of objects(s.locations))
      if (num(l.id) !== undefined) owners.set(`location id ${l.id}`, `${slug} (${String(l.name)})`);
  }
  return owners;
}

/** The ids of a config that another site (or the config itself, twice) already uses. */
export function idClashes(config: Obj, others: Record<string, Obj>): string[] {
  const owners = idOwners(others);
  const clashes: string[] = [];
  const seen = new Set<string>();
  const claim = (key: string) => {
    const owner = owners.get(key);
    if (owner) clashes.push(`${key} is already used by ${owner}`);
    else if (seen.has(key)) clashes.push(`${key} is used twice in this config`);
    seen.add(key);
  };
  if (num(config.id) !== undefined) claim(`site id ${config.id}`);
  for (const d of objects(config.dealerships)) if (num(d.id) !== undefined) claim(`dealership id ${d.id}`);
  for (const l of objects(config.locations)) if (num(l.id) !== undefined) claim(`location id ${l.id}`);
  return clashes;
}

/** Hands out the next free id of each kind: one above the highest any site (or this config) uses. */
function allocator(all: Obj[], d1: UsedIds) {
  const max = (ids: (number | undefined)[]) => Math.max(0, ...ids.filter((n): n is number => n !== undefined));
  const next = {
    site: max(all.map((s) => num(s.id))),
    dealership: max([d1.dealership, ...all.flatMap((s) => objects(s.dealerships).map((d) => num(d.id)))]),
    location: max([d1.location, ...all.flatMap((s) => objects(s.locations).map((l) => num(l.id)))]),
  };
  return (kind: keyof typeof next) => ++next[kind];
}

/** An id by slug from the stored config (update), else the file's, else the next free one. */
function keepOrAllocate(items: Obj[], stored: Obj[], take: () => number): Obj[] {
  return items.map((item) => {
    const before = stored.find((s) => s.slug === item.slug);
    return { ...item, id: num(item.id) ?? num(before?.id) ?? take() };
  });
}

function deriveLocations(raw: Obj, dealerships: Obj[], stored: Obj[], take: () => number): Obj[] {
  const locale = typeof raw.locale === 'string' ? raw.locale : 'en-AU';
  const errors: string[] = [];
  const located = keepOrAllocate(objects(raw.locations), stored, take).map((l, i) => {
    const where = `locations.${i} (${String(l.slug ?? l.name)})`;
    const d =
      dealerships.find(
        (x) => x.slug === l.dealership_slug || (l.dealership_id !== undefined && x.id === l.dealership_id),
      ) ?? (dealerships.length === 1 && l.dealership_slug === undefined ? dealerships[0] : undefined);
    if (!d)
      errors.push(
        `${where}.dealership_slug: name one of the dealerships (${dealerships.map((x) => x.slug).join(', ')})`,
      );
    const address = deriveAddress((l.address ?? {}) as never, locale, where);
    if ('error' in address) errors.push(address.error);
    return {
      primary: i === 0,
      position: i + 1,
      manufacturers: d?.manufacturers ?? [],
      ...l,
      dealership_id: d?.id,
      dealership_slug: d?.slug,
      address: 'address' in address ? address.address : l.address,
    };
  });
  if (errors.length) throw new OpsError(`the config cannot be completed:\n${errors.map((e) => `  ${e}`).join('\n')}`);
  return located;
}

/** The config as stored: the file's fields plus every derived one. */
export async function deriveSite(raw: Obj, ctx: DeriveContext): Promise<Obj> {
  const clashes = idClashes(raw, ctx.others);
  if (clashes.length) throw new OpsError(`ids clash with other sites:\n${clashes.map((c) => `  ${c}`).join('\n')}`);
  const stored = ctx.stored ?? {};
  const d1 = (await ctx.usedIds?.()) ?? { dealership: 0, location: 0 };
  const take = allocator([...Object.values(ctx.others), stored, raw], d1);
  const dealerships = keepOrAllocate(objects(raw.dealerships), objects(stored.dealerships), () => take('dealership'));
  const locations = deriveLocations(raw, dealerships, objects(stored.locations), () => take('location'));
  const first = (locations[0]?.address ?? {}) as Obj;
  const dealershipIds = dealerships.map((d) => d.id as number);
  const url = typeof raw.url === 'string' && URL.canParse(raw.url) ? new URL(raw.url) : null;
  const summary = ctx.stockSummary
    ? await ctx.stockSummary(dealershipIds)
    : (stored.stock_summary ?? raw.stock_summary ?? EMPTY_SUMMARY);
  return {
    ...raw,
    id: num(raw.id) ?? num(stored.id) ?? take('site'),
    dealership_id: num(raw.dealership_id) ?? dealershipIds[0],
    dealerships,
    locations,
    city: raw.city ?? first.city ?? '',
    state: raw.state ?? first.state ?? '',
    address: raw.address ?? { city: first.city ?? '', state: first.state ?? '' },
    domain_name: raw.domain_name ?? url?.hostname.replace(/^www\./, '') ?? '',
    search_filters: raw.search_filters ?? `dealership_id IN [${dealershipIds.join(', ')}]`,
    stock_summary: summary,
  };
}
