import { CHECKOUT_MESSAGES, checkoutJourneyPath, type ReservationConfirmation } from '@forecourt/contracts';
import { lazy, Suspense } from 'react';
import type { CheckoutPageProps } from '../pages/checkout-props.js';
import { callApi, type Hold } from './api.js';
import SandboxPayment from './SandboxPayment.js';

const StripePayment = lazy(() => import('./StripePayment.js'));

type Props = {
  page: CheckoutPageProps;
  hold: Hold | null;
  payLabel: string;
  /** Takes a new hold (after a decline the last one is over). */
  startHold: () => Promise<Hold | null>;
  onHoldEnded: () => void;
  onAlert: (message: string | null) => void;
  /** The hold is confirmed: the journey shows its confirmation. */
  onConfirmed: (confirmation: ReservationConfirmation, holdId: string) => void;
};

/**
 * The deposit payment step: Stripe's Payment Element on Stripe sites, a button to Windcave's hosted
 * payment page on Windcave sites, the sandbox's test-card form
 * (SandboxPayment, with its 3-D Secure step) on sandbox ones. A confirmed hold ends on its confirmation.
 */
export default function PaymentStep({ page, hold, payLabel, startHold, onHoldEnded, onAlert, onConfirmed }: Props) {
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

  return (
    <SandboxPayment
      page={page}
      hold={hold}
      payLabel={payLabel}
      startHold={startHold}
      onHoldEnded={onHoldEnded}
      onAlert={onAlert}
      onConfirmed={onConfirmed}
    />
  );
}
