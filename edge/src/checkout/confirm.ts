/**
 * What a verified payment webhook does to its hold (issue 12) — the only way a hold becomes a reservation.
 *
 * - failed: a held hold is released (the car is free again at once).
 * - succeeded: the reconciliation rule (contracts lateSuccessOutcome, checkout store confirmHold): the hold is
 *   confirmed — even after its expiry — while no one else holds or has reserved the car; the car is then
 *   reserved in D1 (search follows through the outbox sync) and the reserve-car lead is filed. If the car
 *   went to someone else meanwhile, the payment is refunded in full and the hold marked refunded:
 *   never double-sold, never charged for nothing.
 * - Replays: an event id seen before changes nothing; each step is also idempotent by state (a confirmed
 *   hold with its lead is left alone), so a provider retrying after a crash completes what was missing.
 * - An event is recorded as seen only once it was applied to a hold of this site (issue 30 item 2): the
 *   same signed event delivered first through another dealer's host is acknowledged, touches nothing and
 *   is not recorded, so the real delivery through the hold's own host still confirms it. This covers
 *   every provider (Stripe, Windcave, sandbox): all of them apply their events here.
 */
import { lateSuccessOutcome, type SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';
import { fileReserveLead } from './reserve-lead.js';
import {
  confirmHold,
  endHold,
  findHold,
  findHoldByPayment,
  type HoldRow,
  markRefunded,
  recordWebhookEvent,
  webhookEventSeen,
} from './store.js';

export type EventResult = { replayed: boolean; hold: HoldRow | null };

export async function applyPaymentEvent(
  env: Env,
  ctx: { waitUntil(p: Promise<unknown>): void } | undefined,
  site: SiteConfig,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<EventResult> {
  const found = await findHoldByPayment(env.DB, provider.name, event.reference);
  // Another dealer's payment (or none of ours), or one the provider says was made for another hold, is
  // acknowledged and touches nothing here — not even the seen-events table.
  const hold =
    found && found.site_slug === site.slug && (event.holdId === undefined || event.holdId === found.id) ? found : null;
  if (!hold) return { replayed: false, hold: null };
  if (await webhookEventSeen(env.DB, provider.name, event.id)) return { replayed: true, hold: null };
  if (event.outcome === 'failed') await endHold(env.DB, hold.id, 'released', 'failed');
  if (event.outcome === 'succeeded') {
    const confirmed = hold.state === 'confirmed' || (await confirmHold(env.DB, hold, Date.now()));
    const outcome = confirmed ? 'confirm' : lateSuccessOutcome({ state: hold.state, carTakenByOther: true });
    if (outcome === 'confirm') {
      const now = await findHold(env.DB, hold.id);
      if (now) await fileReserveLead(env, ctx, site, now);
    } else if (outcome === 'refund') {
      // Refund first: if the provider is unreachable this throws, the webhook answers 5xx and is retried.
      await provider.refund(event.reference);
      await markRefunded(env.DB, hold.id);
      console.warn(
        '[checkout] payment %s succeeded after car %d went to another hold: refunded',
        event.reference,
        hold.car_id,
      );
    }
  }
  await recordWebhookEvent(env.DB, {
    provider: provider.name,
    id: event.id,
    holdId: hold.id,
    type: event.outcome,
  });
  return { replayed: false, hold: await findHold(env.DB, hold.id) };
}
