/**
 * Lead delivery to the dealer through the lead Queue. The producer side (`enqueueDelivery`) runs after
 * the lead is committed; the consumer (`deliverLeadBatch`) posts the lead to the site's destination
 * (webhook JSON or ADF/XML, `lead_delivery` in the site config) with `Idempotency-Key: <lead id>`,
 * records every attempt in lead_deliveries, retries with exponential backoff, and acknowledges a lead
 * already delivered without sending it again.
 *
 * One chain of messages (the first and its retries, named by `chain`) delivers a lead; D1 records the
 * chain, when its next attempt is due and a lease while an attempt sends (migration 0006). A message
 * sends only after claiming the lead (leads/delivery-store.ts claimDelivery): a duplicate message, a message of a
 * replaced chain or one arriving while another consumer sends is acknowledged without sending. If the
 * queue is unreachable or a chain is lost, its next attempt falls overdue and the scheduled sweep
 * (`requeuePending`) starts one new chain; a lead waiting in backoff is left alone. A lead is never lost.
 */
import {
  LEAD_DELIVERY_MAX_ATTEMPTS,
  LEAD_RETRY_BASE_SECONDS,
  leadToAdf,
  retryDelaySeconds,
} from '@forecourt/contracts';
import * as z from 'zod';
import type { Env } from '../env.js';
import { randomToken } from '../security/tokens.js';
import { siteBySlug } from '../tenant/resolve-tenant.js';
import { claimDelivery, reclaimLostDeliveries, recordDeliveryAttempt } from './delivery-store.js';
import { senderFor } from './local-sink.js';
import { findLead } from './store.js';

/** A delivery message; `chain` is absent only on messages queued before chains existed. */
export const LeadMessageSchema = z.object({ leadId: z.string(), chain: z.string().optional() });
export type LeadMessage = z.infer<typeof LeadMessageSchema>;

/** How long one attempt holds its lease (the POST itself times out after 10 s). */
export const DELIVERY_LEASE_MS = 60_000;
/** A retry may arrive this early against its recorded due time (clocks of queue and Worker). */
const DUE_SLACK_MS = 5_000;
/** The sweep re-queues a pending lead whose next attempt is this overdue (its chain is lost). */
export const LOST_CHAIN_GRACE_MS = 10 * 60_000;

/**
 * Queues a committed lead for delivery as a new chain (the first message claims the lead); a failure is
 * logged only (the lead is due now, so the sweep re-queues it once it is overdue).
 */
export async function enqueueDelivery(
  env: Env,
  leadId: string,
  ctx?: { waitUntil(p: Promise<unknown>): void },
  chain: string = randomToken('ch_'),
) {
  if (!env.LEAD_QUEUE) return;
  const message: LeadMessage = { leadId, chain };
  const send = env.LEAD_QUEUE.send(message).catch((error: unknown) =>
    console.error('[leads] queue send failed; the sweep will retry', leadId, error),
  );
  try {
    ctx?.waitUntil(send);
  } catch {
    // no execution context (unit tests): await below
  }
  await send;
}

type Outcome = { ok: boolean; httpStatus: number | null; error: string | null };

async function post(env: Env, url: string, body: string, contentType: string, leadId: string): Promise<Outcome> {
  try {
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'idempotency-key': leadId, accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const response = await senderFor(env, url)(request);
    await response.body?.cancel();
    return {
      ok: response.ok,
      httpStatus: response.status,
      error: response.ok ? null : response.statusText || 'HTTP error',
    };
  } catch (error) {
    return { ok: false, httpStatus: null, error: String(error).slice(0, 500) };
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Delivers one lead for one message; returns 'ack' or the retry delay in seconds. Sends only when the
 * message's chain claims the lead (see claimDelivery); the attempt number is the lead's own count.
 */
export async function deliverLead(env: Env, message: LeadMessage): Promise<'ack' | number> {
  const { leadId } = message;
  const nowMs = Date.now();
  const attempt = await claimDelivery(env.DB, {
    leadId,
    // A chainless (older) message may only start a chain on a lead that has none yet.
    chain: message.chain ?? randomToken('ch_'),
    now: iso(nowMs),
    leaseUntil: iso(nowMs + DELIVERY_LEASE_MS),
    dueBy: iso(nowMs + DUE_SLACK_MS),
  });
  if (attempt === null) return 'ack';
  const lead = await findLead(env.DB, leadId);
  if (!lead) return 'ack';
  const site = await siteBySlug(env.SITES, lead.site_slug);
  /** Records the attempt; on a retry the chain's next attempt is due after the backoff delay. */
  const finish = async (outcome: Outcome, destination: string, status: 'delivered' | 'failed' | null) => {
    const delay = status ? null : retryDelaySeconds(attempt, baseSeconds(env));
    const at = Date.now();
    await recordDeliveryAttempt(env.DB, {
      leadId,
      attempt,
      destination,
      ...outcome,
      now: iso(at),
      status,
      nextDueAt: delay === null ? null : iso(at + delay * 1000),
    });
    return delay ?? 'ack';
  };
  const exhausted = attempt >= LEAD_DELIVERY_MAX_ATTEMPTS;
  if (!site) {
    const outcome = { ok: false, httpStatus: null, error: 'site configuration unavailable' };
    return finish(outcome, 'unknown', exhausted ? 'failed' : null);
  }
  const destination = site.lead_delivery;
  if (destination.kind === 'none' || !destination.url) {
    return finish({ ok: true, httpStatus: null, error: null }, 'none', 'delivered');
  }
  const outcome =
    destination.kind === 'adf'
      ? await post(
          env,
          destination.url,
          leadToAdf(lead.doc, { id: lead.id, createdAt: lead.created_at, dealer: site.name }),
          'application/xml',
          lead.id,
        )
      : await post(
          env,
          destination.url,
          JSON.stringify({ id: lead.id, website_slug: lead.site_slug, created_at: lead.created_at, lead: lead.doc }),
          'application/json',
          lead.id,
        );
  const status = outcome.ok ? 'delivered' : exhausted ? 'failed' : null;
  return finish(outcome, `${destination.kind} ${destination.url}`, status);
}

const baseSeconds = (env: Env) => {
  const n = Number(env.LEAD_RETRY_BASE_S);
  return Number.isFinite(n) && env.LEAD_RETRY_BASE_S !== undefined ? n : LEAD_RETRY_BASE_SECONDS;
};

/** The Queue consumer: one lead per message, each acknowledged or retried on its own. */
export async function deliverLeadBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = LeadMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      message.ack();
      continue;
    }
    try {
      const result = await deliverLead(env, parsed.data);
      if (result === 'ack') message.ack();
      else message.retry({ delaySeconds: result });
    } catch (error) {
      // D1 failed around the attempt: retry after any lease this chain may hold, so the retry can claim it.
      console.error('[leads] delivery failed', parsed.data.leadId, error);
      const delay = retryDelaySeconds(message.attempts, baseSeconds(env));
      message.retry({ delaySeconds: Math.max(delay, DELIVERY_LEASE_MS / 1000 + 1) });
    }
  }
}

/**
 * Scheduled sweep: completed leads whose delivery chain is lost (next attempt 10 minutes overdue) get one
 * new chain each. A lead in backoff, or being sent, is not touched.
 */
export async function requeuePending(env: Env): Promise<number> {
  const nowMs = Date.now();
  const lost = await reclaimLostDeliveries(env.DB, {
    now: iso(nowMs),
    overdueBefore: iso(nowMs - LOST_CHAIN_GRACE_MS),
    limit: 100,
  });
  for (const { id, chain } of lost) await enqueueDelivery(env, id, undefined, chain);
  return lost.length;
}
