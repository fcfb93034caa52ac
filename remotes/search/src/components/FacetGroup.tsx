import type { FacetView } from '../pages/search-view.js';
import { ModelList } from './ModelList.js';

/**
 * One sidebar facet: its values as checkbox links, the make facet's 'Popular Makes' / 'All Makes'
 * groups, models per make, and 'Show all makes' past the first seven (SPEC §2).
 */
export function FacetGroup({
  facet: f,
  showAll,
  onShowAll,
}: {
  facet: FacetView;
  showAll: boolean;
  onShowAll: (show: boolean) => void;
}) {
  const hide = f.key === 'make' && !showAll && f.hiddenCount > 0;
  const values = hide ? f.values.slice(0, f.values.length - f.hiddenCount) : f.values;
  const groups =
    f.key === 'make' && values.some((v) => v.popular !== undefined)
      ? [
          { heading: 'Popular Makes', items: values.filter((v) => v.popular) },
          { heading: 'All Makes', items: values.filter((v) => !v.popular) },
        ].filter((g) => g.items.length > 0)
      : [{ heading: null, items: values }];
  return (
    <fieldset className="sr-facet">
      <legend>{f.label}</legend>
      {groups.map((g) => (
        <div key={g.heading ?? 'all'}>
          {g.heading ? <h2 className="sr-facet-heading">{g.heading}</h2> : null}
          <ul>
            {g.items.map((v) => (
              <li key={v.value}>
                {/* biome-ignore lint/a11y/useSemanticElements: each option stays a crawlable link that works without JS */}
                <a data-nav="" href={v.href} role="checkbox" aria-checked={v.selected}>
                  {v.label} <span className="sr-count">({v.count})</span>
                </a>
                {v.models && v.models.length > 0 ? (
                  <ModelList make={v.value} models={v.models} open={v.selected} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {f.hiddenCount > 0 ? (
        <button type="button" className="sr-more" aria-expanded={showAll} onClick={() => onShowAll(!showAll)}>
          {showAll ? 'Hide extra makes' : 'Show all makes'}
        </button>
      ) : null}
    </fieldset>
  );
}
