/**
 * The search page's refinements: sidebar facets (make with its models, year spans …), range facets and
 * the chips of what is applied, each with the /search URL that toggles it. Pure, like search-view.
 */
import {
  buildSearchUrl,
  CAR_TYPES,
  type CarType,
  carTypeLabel,
  DEFAULT_MAKES_SHOWN,
  formatMoney,
  formatOdometer,
  isPopularMake,
  type ListFilterKey,
  type Locale,
  localizeText,
  orderMakes,
  parseRange,
  RANGE_FACETS,
  type SearchState,
  type SearchVocabulary,
  SIDEBAR_FACETS,
  toggleYearSpan,
  yearInSpan,
} from '@forecourt/contracts';

export type FacetValueView = {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  href: string;
  /** Make facet: this make's models (make_model facet values), offered behind 'Select models'. */
  models?: FacetValueView[];
  /** Make facet on sites with popular makes: listed under 'Popular Makes' (else 'All Makes'). */
  popular?: boolean;
};

export type FacetView = {
  key: string;
  label: string;
  values: FacetValueView[];
  hiddenCount: number;
};

type RangeFacet = (typeof RANGE_FACETS)[number];

/** A range facet: bounds from facetStats and the current 'min:max' refinement. */
export type RangeView = {
  key: RangeFacet;
  label: string;
  min: string;
  max: string;
  bounds: { min: number; max: number };
  current: { min: number | null; max: number | null };
};

/** What the refinements are built from (the site fields are those of SearchSite they read). */
export type RefineInput = {
  state: SearchState;
  vocabulary: SearchVocabulary;
  facets: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number }>;
  site: { locale: Locale; popularMakes: string[]; makeOrder: string[]; featuresFacet: boolean };
};

type SidebarFacet = (typeof SIDEBAR_FACETS)[number];

const isCarType = (v: string): v is CarType => (CAR_TYPES as readonly string[]).includes(v);

const RANGE_LABELS: Record<string, string> = { price: 'Price', km: 'Odometer', year: 'Year' };

// Links always use the /search paths of the rules library (value-only SEO paths where they apply),
// whichever route showed the page (/pre-owned, /find/rental-cars …): the page's own default filters are
// in the state, so /search/<path> of that state lists the same stock.
export const url = (state: SearchState, vocabulary: SearchVocabulary) => buildSearchUrl(state, { vocabulary });

/** The state with list filter `key` set to `values` (dropped when empty), back on page 1. */
function withFilter(state: SearchState, key: ListFilterKey, values: string[]): SearchState {
  const filters = { ...state.filters };
  if (values.length > 0) filters[key] = values;
  else delete filters[key];
  return { ...state, page: 1, filters };
}

/** The sidebar's facets with values (make_model is offered under each make instead). */
export function facetViews(input: RefineInput): FacetView[] {
  return SIDEBAR_FACETS.filter((f) => f.key !== 'make_model' && (!f.features || input.site.featuresFacet))
    .map((f): FacetView => {
      const dist = input.facets[f.attribute] ?? {};
      return f.key === 'year' ? yearFacet(input, f.label, dist) : listFacet(input, f, dist);
    })
    .filter((f) => f.values.length > 0);
}

/** A checkbox facet: values by count (makes in the site's order), selected ones always shown. */
function listFacet(input: RefineInput, f: SidebarFacet, dist: Record<string, number>): FacetView {
  const { state, vocabulary, site } = input;
  const say = (text: string) => localizeText(site.locale, text);
  const key = f.key as ListFilterKey;
  const selected = state.filters[key] ?? [];
  let entries = Object.entries(dist).sort((a, b) => b[1] - a[1]);
  if (key === 'make') entries = orderMakes(entries, { popular_makes: site.popularMakes, make_order: site.makeOrder });
  const limit = key === 'make' ? Number.POSITIVE_INFINITY : (f.limit ?? Number.POSITIVE_INFINITY);
  const shown = entries.slice(0, limit);
  for (const s of selected) if (!shown.some(([v]) => v === s)) shown.push([s, 0]);
  return {
    key,
    label: say(f.label),
    hiddenCount: key === 'make' ? Math.max(0, shown.length - DEFAULT_MAKES_SHOWN) : 0,
    values: shown.map(([value, count]) => {
      const isOn = selected.includes(value);
      const next = isOn ? selected.filter((v) => v !== value) : [...selected, value];
      const label = key === 'car_type' && isCarType(value) ? carTypeLabel(value) : say(value);
      const view: FacetValueView = {
        value,
        label,
        count,
        selected: isOn,
        href: url(withFilter(state, key, next), vocabulary),
      };
      if (key === 'make') {
        view.models = modelsOf(input, value);
        if (site.popularMakes.length > 0) view.popular = isPopularMake(value, { popular_makes: site.popularMakes });
      }
      return view;
    }),
  };
}

/** A make's models with stock (or selected), as make_model facet values. */
function modelsOf({ state, vocabulary, facets }: RefineInput, make: string): FacetValueView[] {
  const modelFacet = SIDEBAR_FACETS.find((f) => f.key === 'make_model');
  const names =
    Object.entries(vocabulary.make_model ?? {}).find(([m]) => m.toLowerCase() === make.toLowerCase())?.[1] ?? [];
  const dist = facets.make_model ?? {};
  const selected = state.filters.make_model ?? [];
  return names
    .filter((n) => (dist[n] ?? 0) > 0 || selected.includes(n))
    .slice(0, modelFacet?.limit ?? 30)
    .map((n) => {
      const isOn = selected.includes(n);
      const next = isOn ? selected.filter((v) => v !== n) : [...selected, n];
      return {
        value: n,
        label: n,
        count: dist[n] ?? 0,
        selected: isOn,
        href: url(withFilter(state, 'make_model', next), vocabulary),
      };
    });
}

/** SPEC §2 year checkboxes: a span of the 'min:max' year range (toggleYearSpan), newest year first. */
function yearFacet({ state, vocabulary }: RefineInput, label: string, dist: Record<string, number>): FacetView {
  const years = Object.entries(dist)
    .map(([y, count]): [number, number] => [Number(y), count])
    .filter(([y]) => Number.isInteger(y))
    .sort((a, b) => b[0] - a[0]);
  return {
    key: 'year',
    label,
    hiddenCount: 0,
    values: years.map(([year, count]) => {
      const ranges = { ...state.ranges };
      const next = toggleYearSpan(state.ranges.year, year);
      if (next) ranges.year = next;
      else delete ranges.year;
      return {
        value: String(year),
        label: String(year),
        count,
        selected: yearInSpan(state.ranges.year, year),
        href: url({ ...state, page: 1, ranges }, vocabulary),
      };
    }),
  };
}

/** The range facets with stats in the results. */
export function rangeViews({ state, stats, site }: RefineInput): RangeView[] {
  return RANGE_FACETS.flatMap((k) => {
    const s = stats[k];
    if (!s) return [];
    const fmt = (n: number) =>
      k === 'price' ? formatMoney(n) : k === 'km' ? formatOdometer(n, site.locale) : String(n);
    const current = parseRange(state.ranges[k] ?? '') ?? { min: null, max: null };
    return [{ key: k, label: RANGE_LABELS[k] ?? k, min: fmt(s.min), max: fmt(s.max), bounds: s, current }];
  });
}

/** A chip per applied refinement (list values, then ranges), each linking to the state without it. */
export function filterChips({ state, vocabulary, site }: RefineInput): { label: string; href: string }[] {
  const chips = SIDEBAR_FACETS.flatMap((f) => {
    if (f.key === 'year') return []; // the year range's chip comes with the ranges below
    const key = f.key;
    return (state.filters[key] ?? []).map((value) => ({
      label: localizeText(site.locale, value),
      href: url(
        withFilter(
          state,
          key,
          (state.filters[key] ?? []).filter((v) => v !== value),
        ),
        vocabulary,
      ),
    }));
  });
  for (const k of RANGE_FACETS) {
    const value = state.ranges[k];
    if (!value) continue;
    const ranges = { ...state.ranges };
    delete ranges[k];
    chips.push({
      label: `${RANGE_LABELS[k] ?? k} ${value.replace(':', ' – ')}`,
      href: url({ ...state, page: 1, ranges }, vocabulary),
    });
  }
  return chips;
}
