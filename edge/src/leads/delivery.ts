/**
 * Lead delivery to the dealer through the lead Queue. The producer side (`enqueueDelivery`) runs after
 * the lead is committed; the consumer (`deliverLeadBatch`) posts the lead to the site's destination
 * (webhook JSON or ADF/XML, `lead_delivery` in the site config) with `Idempotency-Key: <lead id>`,
 * records every attempt in lead_deliveries, retries with exponential backoff, and acknowledges a lead
 * already delivered without sending it again. If the queue is unreachable the lead stays `pending` in
 * D1 and the scheduled sweep (`requeuePending`) queues it again: a lead is never lost.
 */
import {
  LEAD_DELIVERY_MAX_ATTEMPTS,
  LEAD_RETRY_BASE_SECONDS,
  leadToAdf,
  retryDelaySeconds,
  SiteConfigSchema,
} from '@forecourt/contracts';
import { z } from 'zod';
import { findLead, recordDeliveryAttempt } from '../data/leads.js';
import type { Env } from '../env.js';
import { siteKey } from '../tenant/resolve-tenant.js';

export const LeadMessageSchema = z.object({ leadId: z.string() });
export type LeadMessage = z.infer<typeof LeadMessageSchema>;

/** Queues a committed lead for delivery; a failure is logged only (the sweep re-queues pending leads). */
export async function enqueueDelivery(env: Env, leadId: string, ctx?: { waitUntil(p: Promise<unknown>): void }) {
  if (!env.LEAD_QUEUE) return;
  const send = env.LEAD_QUEUE.send({ leadId } satisfies LeadMessage).catch((error: unknown) =>
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

async function post(url: string, body: string, contentType: string, leadId: string): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'idempotency-key': leadId, accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
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

/** Delivers one lead; returns 'ack' or the retry delay in seconds. */
export async function deliverLead(env: Env, leadId: string, attempt: number): Promise<'ack' | number> {
  const lead = await findLead(env.DB, leadId);
  if (!lead || lead.delivery_status === 'delivered' || lead.form_completed !== 1) return 'ack';
  const raw = await env.SITES.get(siteKey(lead.site_slug));
  const site = raw ? SiteConfigSchema.safeParse(JSON.parse(raw)) : null;
  const now = () => new Date().toISOString();
  if (!site?.success) {
    await recordDeliveryAttempt(env.DB, {
      leadId,
      attempt,
      destination: 'unknown',
      ok: false,
      httpStatus: null,
      error: 'site configuration unavailable',
      now: now(),
      status: null,
    });
    return retryDelaySeconds(attempt, baseSeconds(env));
  }
  const destination = site.data.lead_delivery;
  if (destination.kind === 'none' || !destination.url) {
    await recordDeliveryAttempt(env.DB, {
      leadId,
      attempt,
      destination: 'none',
      ok: true,
      httpStatus: null,
      error: null,
      now: now(),
      status: 'delivered',
    });
    return 'ack';
  }
  const outcome =
    destination.kind === 'adf'
      ? await post(
          destination.url,
          leadToAdf(lead.doc, { id: lead.id, createdAt: lead.created_at, dealer: site.data.name }),
          'application/xml',
          lead.id,
        )
      : await post(
          destination.url,
          JSON.stringify({ id: lead.id, website_slug: lead.site_slug, created_at: lead.created_at, lead: lead.doc }),
          'application/json',
          lead.id,
        );
  const exhausted = !outcome.ok && attempt >= LEAD_DELIVERY_MAX_ATTEMPTS;
  await recordDeliveryAttempt(env.DB, {
    leadId,
    attempt,
    destination: `${destination.kind} ${destination.url}`,
    ...outcome,
    now: now(),
    status: outcome.ok ? 'delivered' : exhausted ? 'failed' : null,
  });
  if (outcome.ok || exhausted) return 'ack';
  return retryDelaySeconds(attempt, baseSeconds(env));
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
      const result = await deliverLead(env, parsed.data.leadId, message.attempts);
      if (result === 'ack') message.ack();
      else message.retry({ delaySeconds: result });
    } catch (error) {
      console.error('[leads] delivery failed', parsed.data.leadId, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, baseSeconds(env)) });
    }
  }
}

/** Scheduled sweep: completed leads still pending after 10 minutes are queued again. */
export async function requeuePending(env: Env): Promise<number> {
  const cutoff = new Date(Date.now() - 10 * 60_000).toISOString();
  const { results } = await env.DB.prepare(
    "SELECT id FROM leads WHERE delivery_status = 'pending' AND updated_at < ? LIMIT 100",
  )
    .bind(cutoff)
    .all<{ id: string }>();
  for (const { id } of results) await enqueueDelivery(env, id);
  return results.length;
}
