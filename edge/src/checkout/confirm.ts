/**
 * What a verified payment webhook does to its hold (issue 12), for every provider — the only way a hold
 * becomes a reservation: failed releases it, succeeded confirms it or refunds the payment when the car
 * went to someone else. Replays and other sites' deliveries: docs/ARCHITECTURE-NOTES.md "Checkout".
 */
import { lateSuccessOutcome, type SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { pushCarsToSearchNow } from '../search/sync-now.js';
import { queueConfirmationEmail, reservationConfirmation } from './confirmation.js';
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
      if (now) {
        // The dealer's lead and the shopper's email say the same (confirmation.ts); each is written once.
        const confirmation = await reservationConfirmation(env.DB, site, now);
        await fileReserveLead(env, ctx, site, now, confirmation);
        await queueConfirmationEmail(env, ctx, site, now, confirmation);
        // Meilisearch hears of it now, not at the next sync (pages and the edge's answers already do).
        const pushed = pushCarsToSearchNow(env, [now.car_id]).catch((e: unknown) =>
          console.warn('[checkout] reserved car not pushed to Meilisearch now (the sync will)', e),
        );
        if (ctx) ctx.waitUntil(pushed);
        else await pushed;
      }
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
