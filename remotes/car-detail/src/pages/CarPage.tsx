import { useEffect } from 'react';
import { CallBox } from '../components/CallBox.js';
import { CertifiedDialog } from '../components/CertifiedDialog.js';
import { FavouriteToggle } from '../components/FavouriteToggle.js';
import { Gallery } from '../components/Gallery.js';
import { pushDataLayer, trackEvent } from '../components/track.js';
import type { CarPageProps } from './car-props.js';

type Found = Extract<CarPageProps, { kind: 'car' }>;
type NotFound = Extract<CarPageProps, { kind: 'not_found' }>;

/** The vehicle page (SPEC §2 Car detail), or the 404 page offering similar stock. */
export function CarPage(props: CarPageProps) {
  return props.kind === 'car' ? <CarDetail {...props} /> : <CarNotFound {...props} />;
}

function CarDetail(p: Found) {
  const { car, actions } = p;
  useEffect(() => {
    pushDataLayer({ event: 'view_item', ecommerce: p.ad, ...p.ad });
  }, [p.ad]);
  return (
    <article className="cd-page" data-car-id={car.id}>
      <div className="cd-container">
        <header className="cd-head">
          <div>
            {car.tag.label ? <span className={`cd-tag cd-tag--${car.tag.kind}`}>{car.tag.label}</span> : null}
            <h1 className="cd-title">{car.title}</h1>
          </div>
          <FavouriteToggle entry={p.favourite} />
        </header>
        <div className="cd-layout">
          <div className="cd-main">
            <Gallery images={car.images} sizes={car.sizes} title={car.title} />
            <section className="cd-price" aria-label="Price">
              {car.beforePrice ? <s className="cd-price__before">{car.beforePrice}</s> : null}
              <strong className={`cd-price__value cd-price__value--${car.price.kind}`}>{car.price.text}</strong>
              {car.priceType ? <span className="cd-price__type">{car.priceType}</span> : null}
              {car.belowMarket ? <span className="cd-badge cd-badge--market">{car.belowMarket}</span> : null}
            </section>
            {car.available ? (
              <Actions {...p} />
            ) : (
              <p className="cd-actions">
                <a className="cd-btn cd-btn--primary cd-btn--full" href={actions.similar}>
                  Find Me Something Similar
                </a>
              </p>
            )}
            {p.certifiedDialog ? <CertifiedDialog /> : null}
            <section className="cd-section" aria-labelledby="cd-desc">
              <h2 id="cd-desc">Description</h2>
              <div className="cd-description">
                {car.description.split(/\n{2,}/).map((para, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity
                  <p key={i}>{para}</p>
                ))}
              </div>
            </section>
            <section className="cd-section" aria-labelledby="cd-specs">
              <h2 id="cd-specs">Specifications</h2>
              <table className="cd-specs">
                <tbody>
                  {car.specs.map((s) => (
                    <tr key={s.label}>
                      <th scope="row">{s.label}</th>
                      <td>{s.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {car.available ? <SellingPoints /> : null}
            <FinanceSteps applyHref={p.applyHref} />
          </div>
          <aside className="cd-side">
            {p.call ? <CallBox call={p.call} tracking={p.tracking} eventId={p.events.phoneReveal} /> : null}
            {car.available ? (
              <section className="cd-interested" aria-labelledby="cd-interested">
                <h2 id="cd-interested">Interested in this vehicle?</h2>
                {actions.reserve ? (
                  <a className="cd-interested__item" href={actions.reserve.href}>
                    <strong>Reserve Now</strong>
                    <span>Secure the vehicle with a debit or credit card payment.</span>
                  </a>
                ) : null}
                {actions.tradeIn ? (
                  <a className="cd-interested__item" href={actions.tradeIn}>
                    <strong>Trade In Valuation</strong>
                    <span>Get an instant trade-in price from an independent valuation tool.</span>
                  </a>
                ) : null}
              </section>
            ) : null}
            {p.location ? (
              <section className="cd-location" id="cd-location" aria-labelledby="cd-location-title">
                <h2 id="cd-location-title">{p.location.name}</h2>
                <p>{p.location.address}</p>
                <p className="cd-location__today">
                  <span>Today</span> {p.location.today}
                </p>
                {p.location.phone ? <p>{p.location.phone}</p> : null}
                <p>
                  <a href={p.location.mapUrl} target="_blank" rel="noopener noreferrer">
                    View on map
                  </a>
                </p>
              </section>
            ) : null}
            <p>
              <a className="cd-btn cd-btn--ghost cd-btn--full" href={p.dealerHref}>
                See more from this dealer
              </a>
            </p>
          </aside>
        </div>
      </div>
    </article>
  );
}

function Actions(p: Found) {
  const a = p.actions;
  return (
    <div className="cd-actions">
      {a.reserve ? (
        <a
          className={`cd-btn cd-btn--primary cd-btn--${a.reserve.width}`}
          href={a.reserve.href}
          data-width={a.reserve.width}
        >
          Reserve Now <span className="cd-btn__sub">{a.reserve.deposit} deposit</span>
        </a>
      ) : null}
      {a.historyReport ? (
        <a
          className="cd-btn cd-btn--half"
          href={a.historyReport}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackEvent(p.events.historyReport, p.tracking, { car_id: p.tracking.car_id })}
        >
          Car History Report
        </a>
      ) : null}
      <a className="cd-btn cd-btn--half" href={a.finance.href}>
        {a.finance.label}
      </a>
      <a className="cd-btn cd-btn--half" href={a.enquire}>
        Enquire Now
      </a>
      <a className="cd-btn cd-btn--half" href={a.testDrive}>
        Book a Test Drive
      </a>
      {a.tradeIn ? (
        <a className="cd-btn cd-btn--half" href={a.tradeIn}>
          Trade-in
        </a>
      ) : null}
      {a.whatsapp ? (
        <a className="cd-btn cd-btn--half" href={a.whatsapp} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
      ) : null}
      {a.chat ? (
        <button
          type="button"
          className="cd-btn cd-btn--half"
          onClick={() => window.dispatchEvent(new CustomEvent('forecourt:open-chat'))}
        >
          Chat with us
        </button>
      ) : null}
      <a className="cd-btn cd-btn--half" href={a.location}>
        Location
      </a>
    </div>
  );
}

function SellingPoints() {
  return (
    <ul className="cd-points">
      <li>
        <strong>Reserve quickly online</strong>
        <span>Hold this vehicle in minutes.</span>
      </li>
      <li>
        <strong>Secure online payments</strong>
        <span>Fully encrypted.</span>
      </li>
      <li>
        <strong>Apply for finance</strong>
        <span>Pre-approval online.</span>
      </li>
    </ul>
  );
}

function FinanceSteps({ applyHref }: { applyHref: string }) {
  return (
    <section className="cd-section cd-finance" aria-labelledby="cd-finance">
      <h2 id="cd-finance">Finance in three steps</h2>
      <ol className="cd-steps">
        <li>
          <strong>Step 1</strong> Apply online
        </li>
        <li>
          <strong>Step 2</strong> Get finance with your own personalised rate
        </li>
        <li>
          <strong>Step 3</strong> Purchase and enjoy
        </li>
      </ol>
      <a className="cd-btn cd-btn--primary" href={applyHref}>
        Apply Now
      </a>
    </section>
  );
}

function CarNotFound(p: NotFound) {
  return (
    <section className="cd-container cd-notfound">
      <h1>Sorry, this {p.noun} is no longer available</h1>
      <p>It may have been sold or removed. Here is similar stock you might like.</p>
      {p.similar.length > 0 ? (
        <ul className="cd-similar">
          {p.similar.map((c) => (
            <li key={c.id} className="cd-similar__card">
              <a href={c.href}>
                {c.image ? (
                  <img
                    src={c.image.src}
                    srcSet={c.image.srcSet}
                    sizes="(min-width: 992px) 25vw, 50vw"
                    alt={c.image.alt}
                    loading="lazy"
                    width={1080}
                    height={720}
                  />
                ) : null}
                <strong>{c.title}</strong>
                <span>{c.price}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <a className="cd-btn cd-btn--primary" href={p.searchHref}>
          Search all stock
        </a>
      </p>
    </section>
  );
}
