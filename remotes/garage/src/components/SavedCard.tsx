import { CAR_ACTION_LABELS, imageUrl } from '@forecourt/contracts';
import type { SavedCarView } from './saved-cars.js';

/** One saved vehicle (favourites and the garage watchlist): photo, title, status, price, similar, remove. */
export function SavedCard({ view, onRemove }: { view: SavedCarView; onRemove: () => void }) {
  const forSale = view.status === 'available' || view.status === 'coming_soon' || view.status === 'unknown';
  return (
    <li className={`gr-card gr-card--${view.status}`} data-car-id={view.entry.id} data-status={view.status}>
      {view.image ? (
        <img className="gr-card__img" src={imageUrl(view.image, { width: 384 })} alt="" width={192} height={128} />
      ) : (
        <span className="gr-card__img" aria-hidden="true" />
      )}
      <div className="gr-card__body">
        <h2 className="gr-card__title">{forSale ? <a href={view.href}>{view.title}</a> : view.title}</h2>
        {view.statusText ? <p className={`gr-status gr-status--${view.status}`}>{view.statusText}</p> : null}
        {view.price ? <p className="gr-card__price">{view.price}</p> : null}
        <div className="gr-card__actions">
          {view.similar ? (
            <a className="fc-btn" href={view.similar}>
              {CAR_ACTION_LABELS.findSimilar}
            </a>
          ) : null}
          <button type="button" className="fc-btn fc-btn--ghost" onClick={onRemove}>
            Remove<span className="gr-sr-only"> {view.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
