/**
 * What the journey is told of a hold (GET/DELETE /holds/:id, the sandbox's answers): its state and, once
 * confirmed, the confirmation the page shows (confirmation.ts) — the car, the deposit paid, the
 * dealership, the reference and what happens next. Only the token holder sees it.
 */
import type { CheckoutContext } from './api-common.js';
import { reservationConfirmation } from './confirmation.js';
import type { HoldRow } from './store.js';

export async function holdView(c: CheckoutContext, hold: HoldRow) {
  const expired = hold.state === 'held' && hold.expires_at <= Date.now();
  return {
    hold_id: hold.id,
    state: expired ? 'expired' : hold.state,
    payment_status: hold.payment_status,
    expires_at: new Date(hold.expires_at).toISOString(),
    lead_id: hold.lead_id,
    ...(hold.state === 'confirmed' ? { confirmation: await reservationConfirmation(c.env.DB, c.var.site, hold) } : {}),
  };
}
