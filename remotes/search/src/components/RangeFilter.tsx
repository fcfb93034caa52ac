import { formatRange } from '@forecourt/contracts';
import type { SearchView } from '../pages/search-view.js';

type Range = SearchView['ranges'][number];

/** A range facet (price, odometer, year): min and max inputs; Apply sends the new 'min:max' (or none). */
export function RangeFilter({
  range: r,
  onApply,
}: {
  range: Range;
  onApply: (key: Range['key'], value: string | null) => void;
}) {
  return (
    <form
      className="sr-facet sr-range"
      aria-label={`${r.label} range`}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const num = (name: string) => {
          const v = String(data.get(name) ?? '').trim();
          return v === '' || Number.isNaN(Number(v)) ? null : Number(v);
        };
        onApply(r.key, formatRange({ min: num('min'), max: num('max') }));
      }}
    >
      <fieldset>
        <legend>{r.label}</legend>
        <p className="sr-range-bounds">{`${r.min} – ${r.max}`}</p>
        <label>
          Min{' '}
          <input
            name="min"
            type="number"
            inputMode="numeric"
            defaultValue={r.current.min ?? ''}
            placeholder={String(r.bounds.min)}
          />
        </label>
        <label>
          Max{' '}
          <input
            name="max"
            type="number"
            inputMode="numeric"
            defaultValue={r.current.max ?? ''}
            placeholder={String(r.bounds.max)}
          />
        </label>
        <button type="submit">Apply</button>
      </fieldset>
    </form>
  );
}
