/**
 * POST /_dashboard/webhook: the dealer dashboard says something changed now (a price change, a sale, a
 * new or removed car, new settings). Signed with DASHBOARD_WEBHOOK_SECRET (webhook-signature.ts) and
 * refused when replayed (webhook-replay.ts). The body only names WHAT changed; the new state is always
 * read back from the dashboard (sync.ts), so a forged-but-signed body still cannot write data the
 * dashboard does not hold. Outside /api/*: the dashboard calls the platform, not a dealer's host.
 *
 * 202 { result } when applied; 4xx for a bad request (nothing changed); 502 when the dashboard could not
 * be read back (nothing changed; the dashboard retries its webhook, a new timestamp and signature).
 */
import { DashboardWebhookSchema } from '@forecourt/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { dashboardConfig } from './client.js';
import { dashboardSites } from './dashboard-sites.js';
import { syncCarFromDashboard, syncSessionData } from './sync.js';
import { firstSighting } from './webhook-replay.js';
import { verifyWebhook } from './webhook-signature.js';

const LIMITS = { maxBytes: 4 * 1024, maxDepth: 3 };

export const dashboardWebhook = new Hono<AppContext>();

dashboardWebhook.post('/', async (c) => {
  const secret = c.env.DASHBOARD_WEBHOOK_SECRET;
  const cfg = dashboardConfig(c.env);
  if (!secret || !cfg) throw new ApiError('not_configured', 'The dashboard webhook is not configured.');
  const raw = c.req.raw.clone();
  const body = await jsonBody(c, LIMITS);
  const nowS = Math.floor(Date.now() / 1000);
  const signature = c.req.header('x-dashboard-signature') ?? null;
  const check = await verifyWebhook(
    secret,
    c.req.header('x-dashboard-timestamp') ?? null,
    signature,
    await raw.text(),
    nowS,
  );
  if (!check.ok) {
    const message =
      check.reason === 'stale'
        ? 'The webhook timestamp is outside the allowed window.'
        : 'The webhook signature is missing or wrong.';
    throw new ApiError(check.reason === 'stale' ? 'stale_timestamp' : 'bad_signature', message);
  }
  const parsed = DashboardWebhookSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError('invalid_body', `The webhook body is invalid: ${parsed.error.issues[0]?.message ?? 'unknown'}.`);
  const site = (await dashboardSites(c.env.SITES)).find((s) => s.id === parsed.data.website_id);
  if (!site) throw new ApiError('unknown_website', 'No site syncs from this dashboard website.');
  if (!(await firstSighting(c.env.DB, signature as string, nowS)))
    throw new ApiError('replayed', 'This webhook was already received.');
  try {
    const hook = parsed.data;
    const result =
      hook.event === 'site.updated'
        ? await syncSessionData(c.env, cfg, site)
        : await syncCarFromDashboard(c.env, cfg, site, hook.slug);
    if (result === 'failed') throw new Error('session data refused');
    return c.json({ result }, 202);
  } catch (error) {
    console.error(`[dashboard] webhook for ${site.slug} not applied:`, (error as Error).message);
    // Let the dashboard retry this change: its signature may be used again.
    await c.env.DB.prepare('DELETE FROM dashboard_webhook_seen WHERE signature = ?').bind(signature).run();
    throw new ApiError('dashboard_unavailable', 'The dashboard could not be read back; nothing changed.');
  }
});
