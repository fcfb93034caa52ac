import {
  leadAttributes,
  parseVisitorHistory,
  progressPercent,
  type ReservationConfirmation,
  stepLabel,
  USER_DETAILS_STORAGE_KEY,
  VISITOR_HISTORY_STORAGE_KEY,
} from '@forecourt/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { callApi, type Hold, isPaymentReturn, messageOf, rememberHold } from '../components/api.js';
import { CarSummary } from '../components/CarSummary.js';
import { Confirmation } from '../components/Confirmation.js';
import { reportReservation } from '../components/report-reservation.js';
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
  const [hold, setHold] = useState<Hold | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [returned, setReturned] = useState(props.returning);
  const [confirmed, setConfirmed] = useState<ReservationConfirmation | null>(null);

  // After hydration (the server HTML has no visitor data): the details stored by an earlier form.
  useEffect(() => setValues((v) => ({ ...storedDetails(), ...v })), []);
  useEffect(() => setReturned(isPaymentReturn(location.search)), []);

  /**
   * A confirmed hold: its confirmation replaces the journey, and the URL names the reservation so a
   * reload shows it again (the hold's token stays in this tab's storage). Reported to the ad pixel once.
   */
  const onConfirmed = (confirmation: ReservationConfirmation, holdId: string) => {
    const url = new URL(location.href);
    const first = url.searchParams.get('reservation') !== holdId;
    for (const key of ['payment_intent', 'payment_intent_client_secret', 'redirect_status', 'sessionId'])
      url.searchParams.delete(key);
    url.searchParams.set('reservation', holdId);
    history.replaceState(null, '', url);
    setConfirmed(confirmation);
    if (first) void reportReservation(props);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes focus each time the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  if (confirmed)
    return (
      <section className="co-card" aria-labelledby="co-title">
        <h1 id="co-title">Reserve this vehicle</h1>
        <p className="co-step">{stepLabel(STEPS.length - 1, STEPS.length)}</p>
        <Confirmation confirmation={confirmed} />
      </section>
    );

  // Back from the provider: the hold decides (the car may show as reserved already — by this payment).
  if (returned)
    return (
      <section className="co-card" aria-labelledby="co-title">
        <h1 id="co-title">Reserve this vehicle</h1>
        <CarSummary car={props.car} />
        <Suspense fallback={<p role="status">Confirming your payment…</p>}>
          <PaymentReturn page={props} onConfirmed={onConfirmed} />
        </Suspense>
      </section>
    );
  if (props.reasons.length > 0) return <Ineligible {...props} />;

  const titles = [STEPS[0], props.details.heading, STEPS[2], STEPS[3]];
  const go = (next: number) => {
    moved.current = true;
    setAlert(null);
    setStep(next);
  };

  const startHold = async (): Promise<Hold | null> => {
    const answer = await callApi('POST', '/api/checkout/holds', {
      car_id: props.car.id,
      name: values.name ?? '',
      phone: values.phone ?? '',
      email: values.email ?? '',
      url: location.href,
      ...leadAttributes(visitorHistory()),
    });
    if (answer.status === 201) {
      saveDetails(values);
      const h = answer.json as unknown as Hold;
      rememberHold(props.car.slug, h);
      setHold(h);
      return h;
    }
    const fields =
      answer.json.fields && typeof answer.json.fields === 'object'
        ? (answer.json.fields as Record<string, string>)
        : null;
    if (fields) {
      setErrors(fields);
      document.getElementById(`co-${Object.keys(fields)[0]}`)?.focus();
    } else setAlert(messageOf(answer));
    return null;
  };

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
      <h1 id="co-title">Reserve this vehicle</h1>
      <p className="co-intro">
        Secure it with a {props.deposit.text} deposit by debit or credit card.{' '}
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
      <h2 className="co-heading" ref={heading} tabIndex={-1} aria-describedby="co-step">
        {titles[step]}
      </h2>
      {alert ? (
        <div className="co-alert co-alert--error" role="alert">
          <p>{alert}</p>
          <p>
            <a href={props.enquireHref}>Enquire about this vehicle</a>
          </p>
        </div>
      ) : null}

      {step === 0 ? (
        <div>
          <CarSummary car={props.car} />
          <p>
            Deposit today: <strong>{props.deposit.text}</strong>. The vehicle is held for you while you pay.
          </p>
          <button type="button" className="co-btn co-btn--primary" onClick={() => go(1)}>
            Continue
          </button>
        </div>
      ) : null}

      {step === 1 ? (
        <form noValidate onSubmit={submitDetails}>
          <p>{props.details.description}</p>
          {props.details.fields.map((f) => (
            <div className="co-field" key={f.name}>
              <label htmlFor={`co-${f.name}`}>{f.label}</label>
              <input
                id={`co-${f.name}`}
                name={f.name}
                type={f.type === 'email' ? 'email' : f.type === 'phone' ? 'tel' : 'text'}
                autoComplete={f.type === 'email' ? 'email' : f.type === 'phone' ? 'tel' : 'name'}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `co-${f.name}-error` : undefined}
              />
              {errors[f.name] ? (
                <p className="co-error" id={`co-${f.name}-error`}>
                  {errors[f.name]}
                </p>
              ) : null}
            </div>
          ))}
          <div className="co-actions">
            <button type="button" className="co-btn" onClick={() => go(0)}>
              Back
            </button>
            <button type="submit" className="co-btn co-btn--primary" disabled={busy}>
              Continue
            </button>
          </div>
        </form>
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

const DETAIL_KEYS = ['name', 'phone', 'email'] as const;

/** The stored user details (SPEC §3) this journey asks for; anything unreadable is ignored. */
function storedDetails(): Record<string, string> {
  try {
    const raw = JSON.parse(localStorage.getItem(USER_DETAILS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(DETAIL_KEYS.flatMap((k) => (typeof raw[k] === 'string' ? [[k, raw[k] as string]] : [])));
  } catch {
    return {};
  }
}

/** SPEC §4 visitor history as the shell recorded it: the reserve lead carries it like every lead. */
function visitorHistory() {
  try {
    return parseVisitorHistory(localStorage.getItem(VISITOR_HISTORY_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the details for the next form, beside what other forms stored (postcode …). */
function saveDetails(values: Record<string, string>) {
  try {
    const raw = JSON.parse(localStorage.getItem(USER_DETAILS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const k of DETAIL_KEYS) if (values[k]?.trim()) raw[k] = values[k].trim();
    localStorage.setItem(USER_DETAILS_STORAGE_KEY, JSON.stringify(raw));
  } catch {
    // storage blocked: prefill is a convenience
  }
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
