import { type RefObject, useEffect, useRef, useState } from 'react';

type Props = {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  payLabel: string;
  enquireHref: string;
  /** Stripe.js could not load: the hold is released (nothing can be paid here). */
  onUnavailable: () => void;
};

type State = 'loading' | 'ready' | 'unavailable' | 'paying';

/**
 * Stripe's Payment Element (loaded on use, its own chunk): @stripe/stripe-js loads Stripe.js from
 * js.stripe.com with the dealership's publishable key. When it cannot load (offline, blocked — always
 * here, where js.stripe.com is unreachable) the page says so and offers the enquiry form: never a dead button.
 * 3-D Secure returns to the journey with payment_intent / payment_intent_client_secret (visitor history ignores them).
 */
export default function StripePayment(props: Props) {
  const mount = useRef<HTMLDivElement>(null);
  const { state, error, pay } = useStripePayment(mount, props);
  if (state === 'unavailable') return <StripeUnavailable enquireHref={props.enquireHref} />;
  return (
    <div>
      {state === 'loading' ? <p role="status">Loading secure card payment…</p> : null}
      <div ref={mount} />
      {error ? (
        <p className="co-alert co-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {state !== 'loading' ? (
        <button type="button" className="co-btn co-btn--primary" onClick={pay} disabled={state === 'paying'}>
          {props.payLabel}
        </button>
      ) : null}
    </div>
  );
}

/** Stripe.js could not load: say so and offer the enquiry form instead of a dead button. */
function StripeUnavailable({ enquireHref }: { enquireHref: string }) {
  return (
    <div className="co-alert co-alert--warn" role="alert">
      <p>Card payments cannot load right now (our payment provider's page did not respond).</p>
      <p>
        <a className="co-btn" href={enquireHref}>
          Enquire instead
        </a>{' '}
        and the dealer will reserve this vehicle for you.
      </p>
    </div>
  );
}

/** Loads Stripe.js and mounts the Payment Element into `mount`; `pay` confirms the payment. */
function useStripePayment(mount: RefObject<HTMLDivElement | null>, props: Props) {
  const [state, setState] = useState<State>('loading');
  const [error, setError] = useState<string | null>(null);
  const stripeRef = useRef<{ stripe: unknown; elements: unknown } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per payment; onUnavailable belongs to the same hold
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await Promise.race([
          loadStripe(props.publishableKey),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000)),
        ]);
        if (!stripe || cancelled || !mount.current) throw new Error('Stripe.js unavailable');
        const elements = stripe.elements({ clientSecret: props.clientSecret });
        elements.create('payment').mount(mount.current);
        stripeRef.current = { stripe, elements };
        setState('ready');
      } catch {
        if (!cancelled) {
          setState('unavailable');
          props.onUnavailable();
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [props.publishableKey, props.clientSecret]);

  const pay = async () => {
    const s = stripeRef.current as {
      stripe: import('@stripe/stripe-js').Stripe;
      elements: import('@stripe/stripe-js').StripeElements;
    } | null;
    if (!s) return;
    setState('paying');
    const result = await s.stripe.confirmPayment({
      elements: s.elements,
      confirmParams: { return_url: props.returnUrl },
    });
    setError(result.error?.message ?? null);
    setState('ready');
  };

  return { state, error, pay };
}
