import { SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeFragmentRequest as request, GROUP_SITE_FIXTURE as site } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import definition from '../remote.js';

const checkoutCar = (over: Record<string, unknown> = {}) => ({
  car: makeCar({ id: 42, price: 25990 }),
  reasons: [],
  deposit: 500,
  provider: 'sandbox',
  publishableKey: null,
  ...over,
});
const render = (data: unknown, component = 'CheckoutPage', siteOver: Record<string, unknown> = {}, captcha?: unknown) =>
  renderForTest(
    definition,
    request(
      '/cars/x/checkout',
      { site: SiteConfigSchema.parse({ ...site, ...siteOver }), checkoutCar: data, ...(captcha ? { captcha } : {}) },
      undefined,
      {
        component,
      },
    ),
  );

describe('checkout page', () => {
  it('starts the journey at the car summary with the deposit from the payment processor, step 1 of 4', async () => {
    const { html, props } = await render(checkoutCar());
    expect(html).toContain('Reserve this vehicle');
    expect(html).toContain('Step 1 of 4');
    expect(html).toContain('$500');
    expect(html).not.toContain('Card number');
    expect((props as { testCards: unknown[] }).testCards).toHaveLength(4);
    // The site's captcha goes to the details step (a hold needs its token: issue 30 item 7).
    expect((props as { captcha: unknown }).captcha).toEqual({ provider: 'test' });
  });

  it("carries the edge's captcha loader (Turnstile with its site key) to the journey", async () => {
    const { props } = await render(checkoutCar(), 'CheckoutPage', {}, { provider: 'turnstile', siteKey: 'k1' });
    expect((props as { captcha: unknown }).captcha).toEqual({ provider: 'turnstile', siteKey: 'k1' });
  });

  it('an ineligible car shows why, Enquire and Find Me Something Similar, and no payment form', async () => {
    const { html } = await render(checkoutCar({ reasons: ['This vehicle has been sold.'] }), 'CheckoutJourneyPage');
    expect(html).toContain('This vehicle has been sold.');
    expect(html).toContain('href="/contact?car_id=42"');
    expect(html).toContain('Find Me Something Similar');
    expect(html).not.toContain('Continue');
    expect(html).not.toContain('Card number');
  });

  it("/buying-online: steps, deposit, the dealer's refund terms and the accepted cards", async () => {
    const { html } = await render(undefined, 'BuyingOnlinePage', { deposit_refund_terms: 'Refunded within 48 hours.' });
    expect(html).toContain('How it works');
    expect(html).toContain('Refunded within 48 hours.');
    for (const card of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']) expect(html).toContain(card);
  });
});
