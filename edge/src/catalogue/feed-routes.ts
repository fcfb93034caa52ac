/**
 * PUT /api/catalogue/{parts|offers|categories} on a dealer's own host (issue 35; docs/STOCK-FEEDS.md
 * "Parts, offers and categories"): the dealer's system replaces one of its catalogue indexes. Signed with
 * the SITE's feed key (feed-key.ts; one dealer's key opens no other site), dated, and applied only when
 * newer than the last feed of that index (feed-store.ts), so a replay is refused with nothing written.
 * `?dealership_id=N` (one of the site's) replaces that dealership's rows only, for a group whose
 * dealerships each send their own. Every refusal is a 4xx with nothing stored; 200 { result } when applied.
 */
import {
  CATALOGUE_FEED_MAX_BYTES,
  CATALOGUE_FEED_MAX_DEPTH,
  catalogueFeedIssue,
  catalogueFeedSchema,
  isCatalogueIndexUid,
} from '@forecourt/contracts';
import { Hono } from 'hono';
import { verifyWebhook } from '../dashboard/webhook-signature.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { readJsonBody } from '../http/json-body.js';
import { dealerDb } from '../tenant/dealer-db.js';
import { siteFeedKey } from './feed-key.js';
import { writeFeed } from './feed-store.js';

export const catalogueFeedApi = new Hono<AppContext>();

catalogueFeedApi.put('/:index', async (c) => {
  const site = c.get('site');
  const uid = c.req.param('index');
  if (!isCatalogueIndexUid(uid))
    throw new ApiError('not_found', 'The catalogue indexes are parts, offers and categories.');
  const master = c.env.CATALOGUE_FEED_SECRET;
  if (!master) throw new ApiError('not_configured', 'The catalogue feed is not configured.');
  // the raw text is what is signed: read from a clone only once the capped read passed (never unbounded)
  const raw = c.req.raw.clone();
  const body = await readJsonBody(c.req.raw, {
    maxBytes: CATALOGUE_FEED_MAX_BYTES,
    maxDepth: CATALOGUE_FEED_MAX_DEPTH,
  });
  const text = await raw.text();
  const nowS = Math.floor(Date.now() / 1000);
  const check = await verifyWebhook(
    await siteFeedKey(master, site.slug),
    c.req.header('x-catalogue-timestamp') ?? null,
    c.req.header('x-catalogue-signature') ?? null,
    text,
    nowS,
  );
  if (!check.ok)
    throw check.reason === 'stale'
      ? new ApiError('stale_timestamp', 'The feed timestamp is more than 5 minutes from now.')
      : new ApiError('bad_signature', "The feed signature is missing or wrong (sign with this site's feed key).");

  // only a signed caller learns which dealerships the site has
  const ids = site.dealerships.map((d) => d.id);
  const only = c.req.query('dealership_id');
  const dealerships = only === undefined ? ids : ids.filter((id) => String(id) === only);
  if (dealerships.length === 0)
    throw new ApiError('forbidden', `dealership_id ${only} is not one of this site's dealerships (${ids.join(', ')}).`);

  const parsed = catalogueFeedSchema(uid).safeParse(body);
  if (!parsed.success)
    throw new ApiError('invalid_body', `The ${uid} feed is invalid: ${catalogueFeedIssue(parsed.error)}.`);
  const foreign = parsed.data.documents.findIndex((d) => !dealerships.includes(d.dealership_id));
  if (foreign >= 0)
    throw new ApiError(
      'forbidden',
      `documents.${foreign}.dealership_id: ${parsed.data.documents[foreign]?.dealership_id} is not ${only === undefined ? "one of this site's dealerships" : 'the dealership named'} (${dealerships.join(', ')}); nothing was stored.`,
    );

  const result = await writeFeed(dealerDb(c.env, site), {
    site: site.slug,
    uid,
    timestamp: check.timestamp,
    dealerships,
    documents: parsed.data.documents,
  });
  if (!result.applied)
    throw new ApiError('replayed', 'A feed of this index with this timestamp or a later one was already applied.');
  return c.json({ result: { index: uid, documents: parsed.data.documents.length, ...result } });
});
