/**
 * A confirmed reservation in words (issue 34): what the journey's confirmation shows, the email the
 * shopper gets through the outbox (once per hold) and the dealer's reserve lead says — one
 * ReservationConfirmation, built here from the hold, the car in D1 and the site.
 */
import {
  carPath,
  carTitle,
  DEFAULT_DEPOSIT_REFUND_TERMS,
  formatMoney,
  type ReservationConfirmation,
  reservationConfirmationText,
  reservationNextSteps,
  reservationReference,
  type SiteConfig,
} from '@forecourt/contracts';
import { deliverOutbox } from '../email/deliver.js';
import { enqueueEmailWhenStatement } from '../email/store.js';
import type { Env } from '../env.js';
import { carById, type HoldRow } from './store.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export async function reservationConfirmation(
  db: D1Database,
  site: SiteConfig,
  hold: HoldRow,
): Promise<ReservationConfirmation> {
  const car = await carById(db, hold.car_id);
  const dealership = site.dealerships.find((d) => d.id === car?.dealership_id) ?? site.dealerships[0];
  const location =
    site.locations.find((l) => l.id === car?.location_id) ??
    site.locations.find((l) => l.dealership_id === dealership?.id) ??
    null;
  const name = dealership?.name ?? site.name;
  const amount = hold.amount_cents / 100;
  return {
    reference: reservationReference(hold.id),
    car: car
      ? { id: car.id, title: carTitle(car), stock: car.stocknum, href: carPath(car.slug, site.vehicle_base_path) }
      : { id: hold.car_id, title: `Vehicle ${hold.car_id}`, stock: '', href: '/' },
    // the hold's currency is the site's at the time it was taken
    deposit: { amount, currency: hold.currency, text: formatMoney(amount, site.currency) },
    dealership: {
      name,
      phone: location?.contact_detail.phone ?? null,
      address: location ? location.address.full || `${location.address.street}, ${location.address.city}` : null,
    },
    next: reservationNextSteps(name, site.deposit_refund_terms ?? DEFAULT_DEPOSIT_REFUND_TERMS),
    email: text(hold.details.email),
  };
}

/**
 * Queues the shopper's confirmation email, once per hold: the outbox row and the hold's
 * confirmation_email_id are written in one batch, only while the hold has none (a replayed webhook
 * writes nothing). Sent at once; the cron retries it if the provider fails.
 */
export async function queueConfirmationEmail(
  env: Env,
  ctx: { waitUntil(p: Promise<unknown>): void } | undefined,
  site: SiteConfig,
  hold: HoldRow,
  confirmation: ReservationConfirmation,
): Promise<void> {
  if (!confirmation.email) return;
  const nowMs = Date.now();
  const [inserted] = await env.DB.batch([
    enqueueEmailWhenStatement(
      env.DB,
      {
        site: site.slug,
        to: confirmation.email,
        kind: 'reservation-confirmed',
        subject: `Reservation confirmed: ${confirmation.car.title} at ${confirmation.dealership.name} (${confirmation.reference})`,
        body: `Hi ${text(hold.details.name) || 'there'},\n\nThank you. ${reservationConfirmationText(confirmation)}\n\n${site.name}`,
      },
      nowMs,
      { sql: 'EXISTS (SELECT 1 FROM checkout_holds WHERE id = ? AND confirmation_email_id IS NULL)', binds: [hold.id] },
    ),
    env.DB.prepare(
      'UPDATE checkout_holds SET confirmation_email_id = last_insert_rowid() WHERE id = ? AND confirmation_email_id IS NULL',
    ).bind(hold.id),
  ]);
  const id = (inserted?.results[0] as { id?: number } | undefined)?.id;
  if (!id) return;
  const sending = deliverOutbox(env, { ids: [id] }).catch((e: unknown) => console.error('[email]', e));
  if (ctx) ctx.waitUntil(sending);
  else await sending;
}
