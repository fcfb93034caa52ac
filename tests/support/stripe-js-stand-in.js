/*
 * A LOCAL STAND-IN for Stripe.js — never Stripe's script (js.stripe.com cannot be reached here). The browser
 * tests route https://js.stripe.com/** to this file. It implements only what remotes/checkout
 * StripePayment.tsx uses, the way Stripe.js behaves:
 *   Stripe(publishableKey) → .elements({ clientSecret }) → .create('payment').mount(element)
 *   stripe.confirmPayment({ elements, confirmParams: { return_url } })
 * The Payment Element is a plain labelled card field. confirmPayment POSTs to
 * https://api.stripe.com/v1/payment_intents/{id}/confirm as Stripe.js does (the test answers it and sends
 * the signed webhook); an error answer resolves { error }, success follows return_url with payment_intent,
 * payment_intent_client_secret and redirect_status (the 3-D Secure return shape).
 */
(() => {
  // biome-ignore lint/correctness/noComponentHookFactories: the Stripe.js global this stands in for, not a React component
  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey))
      throw new Error('Stripe stand-in: invalid publishable key');
    return {
      elements(options) {
        let input = null;
        return {
          clientSecret: options.clientSecret,
          cardNumber: () => (input ? input.value : ''),
          create() {
            return {
              mount(target) {
                const el = typeof target === 'string' ? document.querySelector(target) : target;
                const field = document.createElement('div');
                field.className = 'co-field';
                const label = document.createElement('label');
                label.htmlFor = 'stripe-standin-card';
                label.textContent = 'Card number';
                input = document.createElement('input');
                input.id = 'stripe-standin-card';
                input.inputMode = 'numeric';
                input.autocomplete = 'cc-number';
                field.append(label, input);
                el.append(field);
              },
            };
          },
        };
      },
      async confirmPayment({ elements, confirmParams }) {
        const secret = elements.clientSecret;
        const id = secret.split('_secret_')[0];
        const res = await fetch(`https://api.stripe.com/v1/payment_intents/${id}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            key: publishableKey,
            client_secret: secret,
            'payment_method_data[card][number]': elements.cardNumber().replace(/\s/g, ''),
          }),
        });
        const body = await res.json();
        if (body.error) return { error: body.error };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('payment_intent', id);
        url.searchParams.set('payment_intent_client_secret', secret);
        url.searchParams.set('redirect_status', body.status === 'succeeded' ? 'succeeded' : 'failed');
        location.assign(url.toString());
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
