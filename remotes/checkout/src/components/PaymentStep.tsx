import { CHECKOUT_MESSAGES, checkoutJourneyPath } from '@forecourt/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CheckoutPageProps } from '../pages/checkout-props.js';
import { type ApiAnswer, callApi, type Hold, messageOf } from './api.js';
import { reportReservation } from './report-reservation.js';

const StripePayment = lazy(() => import('./StripePayment.js'));

type Props = {
  page: CheckoutPageProps;
  hold: Hold | null;
  payLabel: string;
  /** Takes a new hold (after a decline the last one is over). */
  startHold: () => Promise<Hold | null>;
  onHoldEnded: () => void;
  onAlert: (message: string | null) => void;
};

/**
 * The deposit payment step: Stripe's Payment Element on Stripe sites, a button to Windcave's hosted
 * payment page on Windcave sites, the sandbox's test-card form
 * (with its 3-D Secure step) on sandbox ones. Success goes to the SPEC success page the API names.
 */
export default function PaymentStep({ page, hold, payLabel, startHold, onHoldEnded, onAlert }: Props) {
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Hold | null>(null);
  const [busy, setBusy] = useState(false);
  const challengeHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (challenge) challengeHeading.current?.focus();
  }, [challenge]);

  const unavailable = (
    <div className="co-alert co-alert--warn" role="alert">
      <p>{CHECKOUT_MESSAGES.unavailable}</p>
      <p>
        <a className="co-btn" href={page.enquireHref}>
          Enquire instead
        </a>
      </p>
    </div>
  );

  // Windcave: the deposit is paid on Windcave's Hosted Payment Page, which sends the shopper back here.
  if (page.provider === 'windcave')
    return hold?.redirect_url ? (
      <div>
        <p>You pay the deposit on Windcave's secure payment page, then come back here.</p>
        <button
          type="button"
          className="co-btn co-btn--primary"
          onClick={() => location.assign(hold.redirect_url as string)}
        >
          {payLabel}
        </button>
      </div>
    ) : (
      unavailable
    );

  if (page.provider === 'stripe')
    return page.publishableKey && hold?.client_secret ? (
      <Suspense fallback={<p role="status">Loading secure card payment…</p>}>
        <StripePayment
          publishableKey={page.publishableKey}
          clientSecret={hold.client_secret}
          returnUrl={`${location.origin}${checkoutJourneyPath(page.car.slug)}`}
          payLabel={payLabel}
          enquireHref={page.enquireHref}
          onUnavailable={() => {
            // No way to pay here: the car is not kept from other shoppers for nothing.
            void callApi('DELETE', `/api/checkout/holds/${hold.hold_id}`, undefined, hold.token);
          }}
        />
      </Suspense>
    ) : (
      unavailable
    );

  const finish = (answer: ApiAnswer, h: Hold) => {
    if (answer.status === 200 && typeof answer.json.success_path === 'string') {
      const success = answer.json.success_path;
      void reportReservation(page).then(() => location.assign(success));
      return;
    }
    if (answer.status === 202) {
      setChallenge(h);
      return;
    }
    // Declined, insufficient funds, failed authentication, expired: that hold is over; the next try takes a new one.
    if (answer.status === 402 || answer.status === 409) onHoldEnded();
    setChallenge(null);
    onAlert(messageOf(answer));
  };

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (card.replace(/[\s-]/g, '') === '') {
      setCardError('This field is required.');
      document.getElementById('co-card_number')?.focus();
      return;
    }
    setCardError(null);
    onAlert(null);
    setBusy(true);
    const h = hold ?? (await startHold());
    if (h) {
      const answer = await callApi(
        'POST',
        `/api/checkout/holds/${h.hold_id}/sandbox-payment`,
        { card_number: card },
        h.token,
      );
      if (answer.status === 400) setCardError(messageOf(answer));
      else finish(answer, h);
    }
    setBusy(false);
  };

  const authenticate = async (approve: boolean) => {
    if (!challenge) return;
    setBusy(true);
    const path = `/api/checkout/holds/${challenge.hold_id}/sandbox-authentication`;
    finish(await callApi('POST', path, { approve }, challenge.token), challenge);
    setBusy(false);
  };

  if (challenge)
    return (
      <div className="co-challenge">
        <h3 ref={challengeHeading} tabIndex={-1}>
          Confirm this payment with your bank
        </h3>
        <p>Sandbox 3-D Secure: no real bank is asked. Choose what your bank would answer.</p>
        <div className="co-actions">
          <button type="button" className="co-btn co-btn--primary" disabled={busy} onClick={() => authenticate(true)}>
            Approve payment
          </button>
          <button type="button" className="co-btn" disabled={busy} onClick={() => authenticate(false)}>
            Fail authentication
          </button>
        </div>
      </div>
    );

  return (
    <form noValidate onSubmit={pay}>
      <p className="co-sandbox">
        <strong>Sandbox payments:</strong> this site takes test cards only and no money moves.
      </p>
      <div className="co-field">
        <label htmlFor="co-card_number">Card number</label>
        <input
          id="co-card_number"
          name="card_number"
          inputMode="numeric"
          autoComplete="off"
          value={card}
          onChange={(e) => setCard(e.target.value)}
          aria-invalid={cardError ? true : undefined}
          aria-describedby={cardError ? 'co-card_number-error co-cards' : 'co-cards'}
        />
        {cardError ? (
          <p className="co-error" id="co-card_number-error">
            {cardError}
          </p>
        ) : null}
      </div>
      <table className="co-cards" id="co-cards">
        <caption>Test cards (any future expiry date and any CVC)</caption>
        <tbody>
          {page.testCards.map((c) => (
            <tr key={c.number}>
              <td>{c.number}</td>
              <td>{c.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className="co-btn co-btn--primary" disabled={busy}>
        {payLabel}
      </button>
    </form>
  );
}
