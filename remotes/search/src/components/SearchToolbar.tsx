import { KEYWORD_PLACEHOLDER, type SortOption } from '@forecourt/contracts';
import type { RefObject } from 'react';
import { SortSelect } from './SortSelect.js';

type Props = {
  /** Without JS the form is a plain GET to the current filters' URL (hidden fields keep them). */
  form: { action: string; fields: [string, string][] };
  query: string;
  onQuery: (value: string) => void;
  onSubmit: () => void;
  filters: { active: number; open: boolean; ref: RefObject<HTMLAnchorElement | null> };
  sort: { value: string; state: unknown; options: SortOption[]; onApply: (value: string) => void };
};

/** The keyword box (SPEC §2 placeholder; debounced by the page), the drawer's Filters button and the sort. */
export function SearchToolbar({ form, query, onQuery, onSubmit, filters, sort }: Props) {
  return (
    <form
      className="sr-toolbar"
      method="get"
      action={form.action}
      aria-label="Search stock"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {form.fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sr-q" className="sr-visually-hidden">
        Keyword search
      </label>
      <input
        id="sr-q"
        name="query"
        type="search"
        placeholder={KEYWORD_PLACEHOLDER}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: without JS this link opens the drawer (:target) */}
      <a
        href="#sr-filters"
        id="sr-filters-btn"
        role="button"
        className="sr-filters-btn"
        aria-controls="sr-filters"
        aria-expanded={filters.open}
        ref={filters.ref}
        data-drawer="open"
      >
        {filters.active > 0 ? `Filters (${filters.active})` : 'Filters'}
      </a>
      <label htmlFor="sr-sort">Sort by</label>
      <SortSelect sort={sort.value} state={sort.state} options={sort.options} onApply={sort.onApply} />
      <noscript>
        <button type="submit">Search</button>
      </noscript>
    </form>
  );
}
