import type { SortOption } from '@forecourt/contracts';
import { useRef, useState } from 'react';

/**
 * The sort select. Mouse and touch picks apply at once; a sort picked with the keyboard waits for Enter
 * or blur, since arrows on a closed select change it at once (WCAG 3.2.2). A new search `state` (any
 * navigation) drops a pending draft.
 */
export function SortSelect({
  sort,
  state,
  options,
  onApply,
}: {
  sort: string;
  state: unknown;
  options: SortOption[];
  onApply: (v: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    setDraft(null);
  }
  const byKey = useRef(false);
  const apply = (value: string) => {
    setDraft(null);
    if (value !== sort) onApply(value);
  };
  return (
    <select
      id="sr-sort"
      name="sortBy"
      value={draft ?? sort}
      onPointerDown={() => {
        byKey.current = false;
      }}
      onKeyDown={(e) => {
        byKey.current = true;
        if (e.key === 'Enter') {
          e.preventDefault();
          apply(e.currentTarget.value);
        }
      }}
      onBlur={(e) => {
        byKey.current = false;
        if (draft !== null) apply(e.currentTarget.value);
      }}
      onChange={(e) => (byKey.current ? setDraft(e.target.value) : apply(e.target.value))}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
