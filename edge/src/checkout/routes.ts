/**
 * The checkout API (issue 12): reserve a car with a card deposit.
 *
 *   GET    /api/checkout/cars/:id                       can this car be reserved here, and for what deposit
 *   POST   /api/checkout/holds                          take the car's hold + create the payment (201, token once)
 *   GET    /api/checkout/holds/:id                      the hold's state (Bearer token); confirmed: its confirmation
 *   DELETE /api/checkout/holds/:id                      the shopper cancels: the car is free again
 *   POST   /api/checkout/holds/:id/sandbox-payment      sandbox provider only: pay with a test card
 *   POST   /api/checkout/holds/:id/sandbox-authentication  sandbox only: the 3-D Secure step's answer
 *   POST   /api/checkout/webhooks/:provider             the provider's signed webhook (the only confirmation)
 *   GET    /api/checkout/webhooks/windcave?sessionId=   Windcave's notification: unsigned, so the session is
 *                                                       queried from Windcave and only its answer confirms
 *
 * One file per step: start-hold.ts, sandbox-routes.ts, webhook-route.ts, hold-view.ts, ask-provider.ts.
 * Behaviour: docs/SPEC-COVERAGE.md "Checkout" and tests/integration/checkout-api.test.ts.
 */
import { reserveDeposit } from '@forecourt/contracts';
import { Hono } from 'hono';
import { CAR_ID_PATTERN } from '../cars/site-car.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { depositOf, ownHold, reservable } from './api-common.js';
import { askProvider } from './ask-provider.js';
import { holdView } from './hold-view.js';
import { sandboxApi } from './sandbox-routes.js';
import { startHold } from './start-hold.js';
import { endHold, findHold } from './store.js';
import { paymentWebhook } from './webhook-route.js';

export const checkoutApi = new Hono<AppContext>();

checkoutApi.get('/cars/:id', async (c) => {
  const id = c.req.param('id');
  if (!CAR_ID_PATTERN.test(id)) throw new ApiError('car_not_found', 'Vehicle not found.');
  const found = await reservable(c, Number(id));
  if (!found) throw new ApiError('car_not_found', 'Vehicle not found.');
  return c.json({
    car_id: found.car.id,
    eligible: found.blockers.length === 0,
    blockers: found.blockers,
    deposit: depositOf(c.var.site, reserveDeposit(found.car)),
  });
});

checkoutApi.post('/holds', startHold);

checkoutApi.get('/holds/:id', async (c) => {
  const own = await ownHold(c);
  return c.json(await holdView(c, await askProvider(c, own.hold)));
});

checkoutApi.delete('/holds/:id', async (c) => {
  const own = await ownHold(c);
  await endHold(c.env.DB, own.hold.id, 'released');
  return c.json(await holdView(c, (await findHold(c.env.DB, own.hold.id)) ?? own.hold));
});

checkoutApi.route('/holds', sandboxApi);
checkoutApi.post('/webhooks/:provider', paymentWebhook);
checkoutApi.get('/webhooks/:provider', paymentWebhook);
