import { useEffect, useState } from 'react';
import type { FacetValueView } from '../pages/search-view.js';

/** A make's models behind 'Select models' / 'Hide' (open when the make is selected). */
export function ModelList({
  make,
  models,
  open: initiallyOpen,
}: {
  make: string;
  models: FacetValueView[];
  open: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen || models.some((m) => m.selected));
  useEffect(() => {
    if (initiallyOpen) setOpen(true);
  }, [initiallyOpen]);
  const id = `sr-models-${make.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <>
      <button
        type="button"
        className="sr-models-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Select models'}
      </button>
      {open ? (
        <ul id={id} className="sr-models">
          {models.map((m) => (
            <li key={m.value}>
              {/* biome-ignore lint/a11y/useSemanticElements: each option stays a crawlable link that works without JS */}
              <a data-nav="" href={m.href} role="checkbox" aria-checked={m.selected}>
                {m.label} <span className="sr-count">({m.count})</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
