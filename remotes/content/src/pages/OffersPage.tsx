import { DealList } from '../components/DealList.js';
import type { OffersPageProps } from './offers-props.js';

/** /special-offers: the dealer's current offers, filtered by car type. */
export function OffersPage(props: OffersPageProps) {
  return (
    <div className="ct-container ct-offers">
      <h1>Special Offers</h1>
      {props.filters.length > 0 ? (
        <nav aria-label="Offers by car type">
          <ul className="ct-chips">
            {props.filters.map((f) => (
              <li key={f.href}>
                <a className="ct-chip" href={f.href} aria-current={f.current ? 'page' : undefined}>
                  {f.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {props.offers.length === 0 && props.deals.length === 0 ? (
        <p>
          There are no offers for this selection right now. <a href="/search">Browse all stock</a>
        </p>
      ) : props.offers.length === 0 ? null : (
        <ul className="ct-offer-list">
          {props.offers.map((o) => (
            <li key={o.heading} className="ct-offer">
              {o.imageUrl ? <img src={o.imageUrl} alt="" loading="lazy" width={640} height={360} /> : null}
              <h2>{o.heading}</h2>
              {o.text ? <p>{o.text}</p> : null}
              {o.ends ? <p className="ct-offer__ends">{o.ends}</p> : null}
              <a className="fc-btn" href={o.href}>
                {o.cta}
                <span className="fc-sr-only">{`: ${o.heading}`}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <DealList id="ct-deals" title="Current deals" deals={props.deals} />
    </div>
  );
}

export default OffersPage;
