import { progressPercent, type ReservationConfirmation, stepLabel } from '@forecourt/contracts';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { isPaymentReturn } from '../components/api.js';
import { CarSummary } from '../components/CarSummary.js';
import { Confirmation } from '../components/Confirmation.js';
import { DetailsStep } from '../components/DetailsStep.js';
import { storedDetails } from '../components/stored-details.js';
import { useConfirmation } from '../components/use-confirmation.js';
import { useHold } from '../components/use-hold.js';
import type { CheckoutPageProps } from './checkout-props.js';

// The payment step is its own chunk, fetched when the shopper reaches it (the page's JS budget).
const PaymentStep = lazy(() => import('../components/PaymentStep.js'));
// Back from the provider's page (Stripe 3-D Secure, Windcave): its own chunk too.
const PaymentReturn = lazy(() => import('../components/PaymentReturn.js'));

/** SPEC-style journey: car summary → your details → deposit payment → confirmation (Confirmation.tsx). */
const STEPS = ['Your vehicle', '', 'Deposit payment', 'Confirmation'] as const;

/**
 * Reserve / buy online (issue 12). An ineligible car shows why, with Enquire and Find Me Something
 * Similar, and never a payment form. Each step's heading takes focus when it shows.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [returned, setReturned] = useState(props.returning);
  const { confirmed, onConfirmed } = useConfirmation(props);
  const go = (next: number) => {
    moved.current = true;
    setAlert(null);
    setStep(next);
  };
  const { hold, setHold, startHold, captcha } = useHold(props, values, { setErrors, setAlert, toDetails: () => go(1) });

  // After hydration (the server HTML has no visitor data): the details stored by an earlier form.
  useEffect(() => setValues((v) => ({ ...storedDetails(), ...v })), []);
  useEffect(() => setReturned(isPaymentReturn(location.search)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes focus each time the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  if (confirmed) return <Confirmed confirmation={confirmed} />;
  if (returned) return <Returned page={props} onConfirmed={onConfirmed} />;
  if (props.reasons.length > 0) return <Ineligible {...props} />;

  const titles = [STEPS[0], props.details.heading, STEPS[2], STEPS[3]];

  // The details are checked by the API with the forms' field rule (formFieldError) on submit, the
  // one place the rule runs: shipping it to the browser would cost the page its JavaScript budget.
  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    const h = hold ?? (await startHold());
    setBusy(false);
    if (h) go(2);
  };

  const payLabel = `Pay ${props.deposit.text} deposit`;
  return (
    <section className="co-card" aria-labelledby="co-title">
      <JourneyHead page={props} step={step} title={titles[step] ?? ''} alert={alert} headingRef={heading} />

      {step === 0 ? <VehicleStep page={props} onContinue={() => go(1)} /> : null}

      {step === 1 ? (
        <DetailsStep
          details={props.details}
          values={values}
          setValues={setValues}
          errors={errors}
          captcha={captcha}
          busy={busy}
          onSubmit={submitDetails}
          onBack={() => go(0)}
        />
      ) : null}

      {step === 2 ? (
        <Suspense fallback={<p role="status">Loading the payment form…</p>}>
          <PaymentStep
            page={props}
            hold={hold}
            payLabel={payLabel}
            startHold={startHold}
            onHoldEnded={() => setHold(null)}
            onAlert={setAlert}
            onConfirmed={onConfirmed}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The journey's end: the reservation's confirmation in place of the steps. */
function Confirmed({ confirmation }: { confirmation: ReservationConfirmation }) {
  return (
    <section className="co-card" aria-labelledby="co-title">
      <h1 id="co-title">Reserve this vehicle</h1>
      <p className="co-step">{stepLabel(STEPS.length - 1, STEPS.length)}</p>
      <Confirmation confirmation={confirmation} />
    </section>
  );
}

/** Back from the provider: the hold decides (the car may show as reserved already — by this payment). */
function Returned({
  page,
  onConfirmed,
}: {
  page: CheckoutPageProps;
  onConfirmed: (confirmation: ReservationConfirmation, holdId: string) => void;
}) {
  return (
    <section className="co-card" aria-labelledby="co-title">
      <h1 id="co-title">Reserve this vehicle</h1>
      <CarSummary car={page.car} />
      <Suspense fallback={<p role="status">Confirming your payment…</p>}>
        <PaymentReturn page={page} onConfirmed={onConfirmed} />
      </Suspense>
    </section>
  );
}

/** The journey's title, progress bar, step label, the step's heading (focused on each step) and any alert. */
function JourneyHead({
  page,
  step,
  title,
  alert,
  headingRef,
}: {
  page: CheckoutPageProps;
  step: number;
  title: string;
  alert: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <h1 id="co-title">Reserve this vehicle</h1>
      <p className="co-intro">
        Secure it with a {page.deposit.text} deposit by debit or credit card.{' '}
        <a href="/buying-online">How buying online works</a>
      </p>
      <div
        className="co-progress"
        role="progressbar"
        aria-label="Checkout progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progressPercent(step, STEPS.length)}
      >
        <span style={{ width: `${progressPercent(step, STEPS.length)}%` }} />
      </div>
      <p className="co-step" id="co-step">
        {stepLabel(step, STEPS.length)}
      </p>
      <h2 className="co-heading" ref={headingRef} tabIndex={-1} aria-describedby="co-step">
        {title}
      </h2>
      {alert ? (
        <div className="co-alert co-alert--error" role="alert">
          <p>{alert}</p>
          <p>
            <a href={page.enquireHref}>Enquire about this vehicle</a>
          </p>
        </div>
      ) : null}
    </>
  );
}

/** The first step: the car and the deposit it takes. */
function VehicleStep({ page, onContinue }: { page: CheckoutPageProps; onContinue: () => void }) {
  return (
    <div>
      <CarSummary car={page.car} />
      <p>
        Deposit today: <strong>{page.deposit.text}</strong>. The vehicle is held for you while you pay.
      </p>
      <button type="button" className="co-btn co-btn--primary" onClick={onContinue}>
        Continue
      </button>
    </div>
  );
}

/** Why this car cannot be reserved, and where to go instead (never a payment form). */
function Ineligible(props: CheckoutPageProps) {
  return (
    <section className="co-card" aria-labelledby="co-title">
      <h1 id="co-title">This vehicle cannot be reserved online</h1>
      <CarSummary car={props.car} />
      <ul className="co-reasons">
        {props.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <div className="co-actions">
        <a className="co-btn co-btn--primary" href={props.enquireHref}>
          Enquire
        </a>
        <a className="co-btn" href={props.similarHref}>
          Find Me Something Similar
        </a>
      </div>
    </section>
  );
}
