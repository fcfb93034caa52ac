import { type RefObject, useState } from 'react';
import type { SearchView } from '../pages/search-view.js';
import { FacetGroup } from './FacetGroup.js';
import { RangeFilter } from './RangeFilter.js';

type Props = {
  view: SearchView;
  vehicles: string;
  drawer: { open: boolean; drawerRef: RefObject<HTMLDivElement | null>; showRef: RefObject<HTMLAnchorElement | null> };
  onRange: (key: SearchView['ranges'][number]['key'], value: string | null) => void;
};

/**
 * The sidebar: chips of the active filters, the facets and ranges; below lg a drawer (a modal dialog
 * while open) with Close, Clear all and 'Show N vehicles'.
 */
export function FiltersPanel({ view, vehicles, drawer, onRange }: Props) {
  const [showAllMakes, setShowAllMakes] = useState(false);
  return (
    <div
      id="sr-filters"
      className={drawer.open ? 'sr-sidebar sr-open' : 'sr-sidebar'}
      ref={drawer.drawerRef}
      {...(drawer.open ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters' } : {})}
    >
      <div className="sr-drawer-bar">
        <h2>Filters</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: without JS a link to the Filters button closes the :target drawer */}
        <a href="#sr-filters-btn" role="button" className="sr-drawer-btn" data-drawer="close">
          Close
        </a>
      </div>
      <aside aria-label="Filters">
        {view.chips.length > 0 ? (
          <div className="sr-chips">
            {view.chips.map((c) => (
              <a key={c.href} href={c.href} data-nav="" className="sr-chip" aria-label={`Remove filter ${c.label}`}>
                {c.label} ×
              </a>
            ))}
            <a href={view.clearHref} data-nav="" className="sr-clear">
              Clear all
            </a>
          </div>
        ) : null}
        {view.facets.map((f) => (
          <FacetGroup key={f.key} facet={f} showAll={showAllMakes} onShowAll={setShowAllMakes} />
        ))}
        {view.ranges.map((r) => (
          <RangeFilter key={`${r.key}-${r.current.min}-${r.current.max}`} range={r} onApply={onRange} />
        ))}
      </aside>
      <div className="sr-drawer-foot">
        {view.chips.length > 0 ? (
          <a href={view.clearHref} data-nav="" className="sr-drawer-btn">
            Clear all
          </a>
        ) : null}
        <a href="#sr-results" className="sr-drawer-btn sr-apply" data-drawer="show" ref={drawer.showRef}>
          {`Show ${vehicles}`}
        </a>
      </div>
    </div>
  );
}
