/**
 * The reserve-car lead of a confirmed hold (issue 12), filed through the one lead path: prepareLead
 * (routing, source, site), leads/store insertLead (the lead and its SPEC §9 event 40 in one batch) and
 * leads/delivery enqueueDelivery — delivered to the dealer like every lead, carrying the payment reference.
 * Idempotent: the lead's idempotency key is the hold id, so a replayed webhook never files a second one.
 */
import {
  EVENT_IDS,
  LeadHistoryShape,
  leadCarFields,
  leadCarOf,
  prepareLead,
  RESERVE_CAR_CATEGORY,
  type ReservationConfirmation,
  reservationConfirmationText,
  type SiteConfig,
} from '@forecourt/contracts';
import * as z from 'zod';
import type { Env } from '../env.js';
import { enqueueDelivery } from '../leads/delivery.js';
import { findLeadByIdempotencyKey, insertLead } from '../leads/store.js';
import { randomToken, sha256 } from '../security/tokens.js';
import { carById, type HoldRow, setHoldLead } from './store.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The visitor history the hold's start carried (checked then with LeadHistoryShape; holds from before it have none). */
const HoldHistorySchema = z.object(LeadHistoryShape);
function historyOf(details: Record<string, unknown>) {
  const parsed = HoldHistorySchema.safeParse(details);
  const history = parsed.success ? parsed.data : { visited_pages: [], linked_query_params: {} };
  return { ...history, started_at: 0 };
}

/**
 * Files (once) the lead of a confirmed hold and queues its delivery; returns the lead id. Its message is
 * the shopper's confirmation (car, deposit, dealership, reference, what happens next), word for word.
 */
export async function fileReserveLead(
  env: Env,
  ctx: { waitUntil(p: Promise<unknown>): void } | undefined,
  site: SiteConfig,
  hold: HoldRow,
  confirmation: ReservationConfirmation,
): Promise<string> {
  if (hold.lead_id) return hold.lead_id;
  const key = `checkout:${hold.id}`;
  const car = await carById(env.DB, hold.car_id);
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0] ?? null;
  const url = text(hold.details.url);
  const doc = {
    ...prepareLead(
      {
        name: text(hold.details.name),
        phone: text(hold.details.phone),
        email: text(hold.details.email),
        ...(hold.details.opt_in === true ? { opt_in: 'Yes' } : {}),
        category: RESERVE_CAR_CATEGORY,
        ...(car ? { ...leadCarFields(leadCarOf(car)), location_id: car.location_id } : { car_id: String(hold.car_id) }),
        payment_provider: hold.provider,
        payment_reference: hold.payment_ref ?? '',
        deposit_amount: hold.amount_cents / 100,
        currency: hold.currency,
        checkout_hold_id: hold.id,
        reservation_reference: confirmation.reference,
        message: reservationConfirmationText(confirmation),
      },
      {
        site,
        primaryLocation: primary ? { id: primary.id, dealership_slug: primary.dealership_slug } : null,
        url,
        userAgent: '',
        history: historyOf(hold.details),
      },
    ),
    lead_status: 'Complete',
    form_completed: true,
  };
  const id = randomToken('ld_');
  try {
    await insertLead(env.DB, {
      id,
      site: site.slug,
      // Nobody edits a reservation's lead: its token is never handed out.
      tokenHash: await sha256(randomToken()),
      idempotencyKey: key,
      requestHash: null,
      status: 'Complete',
      completed: true,
      doc,
      files: [],
      event: {
        category: EVENT_IDS.RESERVE_CAR,
        url,
        properties: { category: RESERVE_CAR_CATEGORY, payment_reference: hold.payment_ref },
      },
      now: new Date().toISOString(),
    });
  } catch (error) {
    // A concurrent replay filed it first: that lead is the one.
    const winner = /UNIQUE/i.test(String(error)) ? await findLeadByIdempotencyKey(env.DB, site.slug, key) : null;
    if (!winner) throw error;
    await setHoldLead(env.DB, hold.id, winner.id);
    return winner.id;
  }
  await setHoldLead(env.DB, hold.id, id);
  await enqueueDelivery(env, id, ctx);
  return id;
}
