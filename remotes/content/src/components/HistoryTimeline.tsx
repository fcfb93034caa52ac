import { useId, useState } from 'react';

type Entry = { decade: string; title: string; body: string };

/** SPEC §1: dealership history timeline with decade tabs (keyboard: arrow keys move between tabs). */
export function HistoryTimeline({ entries }: { entries: Entry[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const current = entries[active] ?? entries[0];
  const onKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (active + (event.key === 'ArrowRight' ? 1 : entries.length - 1)) % entries.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  if (!current) return null;
  return (
    <section className="ct-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Our history</h2>
      <div className="ct-tabs" role="tablist" aria-label="Decades" onKeyDown={onKey}>
        {entries.map((e, i) => (
          <button
            key={e.decade}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            className="ct-tab"
            onClick={() => setActive(i)}
          >
            {e.decade}
          </button>
        ))}
      </div>
      <div className="ct-tabpanel" id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`}>
        <h3>{current.title}</h3>
        <p>{current.body}</p>
      </div>
    </section>
  );
}
