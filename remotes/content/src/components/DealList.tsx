/** A deal of the offers index as a page lists it (its kind and price only where the page shows them). */
export type DealItem = {
  id: string;
  name: string;
  text: string;
  ends: string;
  href: string;
  kind?: string;
  price?: string | null;
};

/** A titled list of live deals (/special-offers' "Current deals", /parts/search's "Parts deals"); nothing when empty. */
export function DealList({ id, title, deals }: { id: string; title: string; deals: readonly DealItem[] }) {
  if (deals.length === 0) return null;
  return (
    <section className="ct-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="ct-offer-list">
        {deals.map((d) => (
          <li key={d.id} className="ct-offer">
            {d.kind ? <p className="ct-offer__kind">{d.kind}</p> : null}
            <h3>{d.name}</h3>
            <p>{d.text}</p>
            {d.price ? <p className="ct-offer__price">{d.price}</p> : null}
            <p className="ct-offer__ends">{d.ends}</p>
            <a className="fc-btn" href={d.href}>
              See the deal
              <span className="fc-sr-only">{`: ${d.name}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
