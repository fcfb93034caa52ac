import { checkoutJourneyPath, type ReservationConfirmation } from '@forecourt/contracts';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutPageProps } from '../pages/checkout-props.js';
import { callApi, forgetHold, rememberedHold } from './api.js';

/** About a minute of polling (the provider's webhook usually lands within seconds). */
const POLLS = 40;
const POLL_MS = 1500;

type View = 'checking' | 'slow' | 'refunded' | 'failed' | 'expired' | 'elsewhere';
const HEADINGS: Record<View, string> = {
  checking: 'Confirming your payment',
  slow: 'Your payment is still being confirmed',
  refunded: 'This vehicle was reserved by someone else',
  failed: 'Your payment did not go through',
  expired: 'Your reservation was not completed',
  elsewhere: 'Your reservation',
};
const EXPLAINED: Partial<Record<View, string>> = {
  refunded: 'Your deposit has been refunded in full.',
  failed:
    'The payment was declined or cancelled, so nothing was charged and the vehicle is not reserved. You can try again or ask the dealer about this vehicle.',
  expired:
    'The payment was not finished in time, so nothing was charged and the vehicle is not reserved. You can start again or ask the dealer about this vehicle.',
  elsewhere:
    'A reservation is shown only in the browser tab that made it. Its confirmation, with its reference, was emailed to the address you gave; the dealer has it too.',
};

/**
 * The journey after the shopper comes back from the payment provider (Stripe 3-D Secure, Windcave's
 * hosted page): the hold is asked until the verified webhook (or, for Windcave, the server's own query)
 * has decided it. Confirmed → its confirmation (the journey's last step); otherwise why, with a fresh start
 * and Enquire — a declined, cancelled or abandoned payment says so.
 */
export default function PaymentReturn({
  page,
  onConfirmed,
}: {
  page: CheckoutPageProps;
  onConfirmed: (confirmation: ReservationConfirmation, holdId: string) => void;
}) {
  const [view, setView] = useState<View>('checking');
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const slug = page.car.slug;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round of polling each time the shopper asks again
  useEffect(() => {
    const held = rememberedHold(slug);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const poll = async () => {
      // A confirmed reservation's link opened in another tab or browser: its details are the token holder's.
      if (!held) return setView(new URLSearchParams(location.search).has('reservation') ? 'elsewhere' : 'failed');
      const answer = await callApi('GET', `/api/checkout/holds/${held.hold_id}`, undefined, held.token);
      const state = answer.json.state;
      const confirmation = answer.json.confirmation as ReservationConfirmation | undefined;
      if (state === 'confirmed' && confirmation) return onConfirmed(confirmation, held.hold_id);
      if (answer.status === 0 || state === 'held') {
        if (++polls >= POLLS) setView('slow');
        else timer = setTimeout(poll, POLL_MS);
        return;
      }
      forgetHold(slug);
      setView(state === 'refunded' ? 'refunded' : state === 'expired' ? 'expired' : 'failed');
    };
    void poll();
    return () => clearTimeout(timer);
  }, [round]);
  useEffect(() => {
    if (view !== 'checking') heading.current?.focus();
  }, [view]);

  return (
    <div>
      <h2 className="co-heading" ref={heading} tabIndex={-1}>
        {HEADINGS[view]}
      </h2>
      {view === 'checking' ? <p role="status">Please wait while your bank confirms the deposit…</p> : null}
      {view === 'slow' ? (
        <div>
          <p>Your bank has not confirmed the deposit yet. The vehicle stays held for you meanwhile.</p>
          <button
            type="button"
            className="co-btn co-btn--primary"
            onClick={() => {
              setView('checking');
              setRound((r) => r + 1);
            }}
          >
            Check again
          </button>
        </div>
      ) : null}
      {EXPLAINED[view] ? (
        <div>
          <p>{EXPLAINED[view]}</p>
          <div className="co-actions">
            {view === 'elsewhere' ? null : (
              <a className="co-btn co-btn--primary" href={checkoutJourneyPath(slug)}>
                Start again
              </a>
            )}
            <a className="co-btn" href={page.enquireHref}>
              Enquire about this vehicle
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
