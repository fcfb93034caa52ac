import { track } from '@forecourt/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CarSidebar } from '../components/CarSidebar.js';
import { CertifiedDialog } from '../components/CertifiedDialog.js';
import { FavouriteToggle } from '../components/FavouriteToggle.js';
import { FinanceDisclosure } from '../components/FinanceDisclosure.js';
import { Gallery } from '../components/Gallery.js';
import { openWhatsApp } from '../components/phone.js';
import type { CarPageProps } from './car-props.js';
import { pushViewItem } from './view-item.js';

type Found = Extract<CarPageProps, { kind: 'car' }>;

// The 404 page's code is a chunk of its own: a car page never loads it (the server waits for it, see
// render.ts, so the 404 HTML is complete; the browser hydrates it once the chunk is in).
const CarNotFound = lazy(() => import('./CarNotFound.js'));

/** The vehicle page (SPEC §2 Car detail), or the 404 page offering similar stock. */
export function CarPage(props: CarPageProps) {
  if (props.kind === 'car') return <CarDetail {...props} />;
  return (
    <Suspense fallback={null}>
      <CarNotFound {...props} />
    </Suspense>
  );
}

function CarDetail(p: Found) {
  const { car, actions } = p;
  // SPEC §9 event 58: a finance link clicked — the calculator's Apply here; the finance button is a
  // `data-track-event` link the shell reports (Actions).
  const financeLink = () => track(p.events.financeLink, { car_id: car.id });
  const root = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    // The shell ran the load module (CarPage.load.ts) at boot, which pushed it: the fragment says so.
    if (!root.current?.closest('[data-loaded="true"]')) pushViewItem(p.ad);
  }, []);
  return (
    // Hydrates on the shopper's first intent, after its load module (shell intent.ts, manifest.ts): links,
    // the heart (the shell's) and lazy photos work without React; dialogs and the calculator wait for it.
    <article
      className="cd-page"
      data-car-id={car.id}
      data-vehicle-kind={p.vehicleKind}
      data-fc-hydrate="intent"
      data-fc-load=""
      ref={root}
    >
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
            <PriceLine car={car} />
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
            <Description text={car.description} />
            <Specs specs={car.specs} />
            {car.available && p.sellingPoints.length > 0 ? <SellingPoints points={p.sellingPoints} /> : null}
            {p.applyHref || p.finance ? <FinanceSteps p={p} onApply={financeLink} /> : null}
          </div>
          <CarSidebar p={p} />
        </div>
      </div>
    </article>
  );
}

function PriceLine({ car }: { car: Found['car'] }) {
  return (
    <section className="cd-price" aria-label="Price">
      {car.beforePrice ? <s className="cd-price__before">{car.beforePrice}</s> : null}
      <strong className={`cd-price__value cd-price__value--${car.price.kind}`}>{car.price.text}</strong>
      {car.priceType ? <span className="cd-price__type">{car.priceType}</span> : null}
      {car.belowMarket ? <span className="cd-badge cd-badge--market">{car.belowMarket}</span> : null}
    </section>
  );
}

function Description({ text }: { text: string }) {
  return (
    <section className="cd-section" aria-labelledby="cd-desc">
      <h2 id="cd-desc">Description</h2>
      <div className="cd-description">
        {text.split(/\n{2,}/).map((para, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity
          <p key={i}>{para}</p>
        ))}
      </div>
    </section>
  );
}

function Specs({ specs }: { specs: Found['car']['specs'] }) {
  return (
    <section className="cd-section" aria-labelledby="cd-specs">
      <h2 id="cd-specs">Specifications</h2>
      <table className="cd-specs">
        <tbody>
          {specs.map((s) => (
            <tr key={s.label}>
              <th scope="row">{s.label}</th>
              <td>{s.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Actions(p: Found) {
  const a = p.actions;
  const [whatsappFailed, setWhatsappFailed] = useState(false);
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
          // Reported by the shell's tracker, hydrated or not (contracts TRACK_EVENT_ATTRIBUTE).
          data-track-event={p.events.historyReport}
          data-track-car={p.tracking.car_id}
        >
          Car History Report
        </a>
      ) : null}
      {a.finance ? (
        <a
          className="cd-btn cd-btn--half"
          href={a.finance.href}
          data-track-event={p.events.financeLink}
          data-track-car={p.car.id}
        >
          {a.finance.label}
        </a>
      ) : null}
      {/* #enquire: where a search card's Quick Enquiry of this car lands (older links). */}
      {a.enquire ? (
        <a className="cd-btn cd-btn--half" id="enquire" href={a.enquire}>
          {a.enquireLabel}
        </a>
      ) : null}
      {a.testDrive ? (
        <a className="cd-btn cd-btn--half" href={a.testDrive.href}>
          {a.testDrive.label}
        </a>
      ) : null}
      {a.tradeIn ? (
        <a className="cd-btn cd-btn--half" href={a.tradeIn}>
          Trade-in
        </a>
      ) : null}
      {a.whatsapp?.href ? (
        <a className="cd-btn cd-btn--half" href={a.whatsapp.href} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
      ) : a.whatsapp ? (
        // Hidden numbers: the number comes from the phone-call click (recorded), then WhatsApp opens.
        <button
          type="button"
          className="cd-btn cd-btn--half"
          onClick={async () => setWhatsappFailed(!(await openWhatsApp(p.car.id, a.whatsapp!.text)))}
        >
          {whatsappFailed ? 'WhatsApp: try again' : 'WhatsApp'}
        </button>
      ) : null}
      {a.chat ? (
        // A link to the fallback (the car's enquiry form), so it works without JavaScript; with it, the
        // shell's chat listener (data-open-chat) opens the site's chat widget instead when one loaded.
        <a className="cd-btn cd-btn--half" href={a.chat.fallback} data-open-chat="">
          Chat with us
        </a>
      ) : null}
      <a className="cd-btn cd-btn--half" href={a.location}>
        Location
      </a>
    </div>
  );
}

/** The kind's selling points (contracts KIND_OFFERS; copy from the props: text is data, not page JavaScript). */
function SellingPoints({ points }: { points: Found['sellingPoints'] }) {
  return (
    <ul className="cd-points">
      {points.map(({ title, text }) => (
        <li key={title}>
          <strong>{title}</strong>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 finance steps block with 'Apply Now', and the repayment calculator (issue 15) under it (bought kinds only). */
function FinanceSteps({ p, onApply }: { p: Found; onApply: () => void }) {
  return (
    <section className="cd-section cd-finance" aria-labelledby="cd-finance">
      <h2 id="cd-finance">{p.copy.financeHeading}</h2>
      <ol className="cd-steps">
        {p.copy.financeSteps.map(([step, text]) => (
          <li key={step}>
            <strong>{step}</strong> {text}
          </li>
        ))}
      </ol>
      {p.applyHref ? (
        <a className="cd-btn cd-btn--primary" href={p.applyHref}>
          {p.copy.applyNow}
        </a>
      ) : null}
      {p.finance ? <FinanceDisclosure finance={p.finance} carId={p.car.id} onApply={onApply} /> : null}
    </section>
  );
}
