import type { PromotionView } from '../pages/search-view.js';

/** SPEC §2 promotion card: a dealer offer in the results grid, styled as a card so the grid stays even. */
export function PromotionCard({ promotion, far = false }: { promotion: PromotionView; far?: boolean }) {
  return (
    <aside
      className={far ? 'sr-card sr-promo sr-far' : 'sr-card sr-promo'}
      aria-label={`Offer: ${promotion.heading}`}
      data-promotion=""
    >
      {promotion.image_url ? (
        <img className="sr-promo-image" src={promotion.image_url} alt="" loading="lazy" width={640} height={427} />
      ) : null}
      <div className="sr-promo-body">
        <p className="sr-promo-kicker">Special offer</p>
        <h3 className="sr-promo-heading">{promotion.heading}</h3>
        {promotion.text ? <p className="sr-promo-text">{promotion.text}</p> : null}
        <a className="sr-action sr-promo-cta" href={promotion.href}>
          {promotion.cta}
        </a>
      </div>
    </aside>
  );
}
