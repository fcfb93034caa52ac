/**
 * GET /api/postcodes/{postcode}: SPEC §5/§7 postcode geocoding, Australia only (contracts
 * PostcodeLookupSchema). The point comes from the maps geocoding service when GOOGLE_MAPS_API_KEY is set
 * (each postcode at most one paid call per 30 days: KV), else — and whenever the service fails — from the
 * table the build generates from an npm data package (postcodes/postcode-point.ts). Answers are cacheable for
 * an hour (a site's locations rarely move). Not 4 digits → 400 with SPEC §5's message (before any call);
 * a postcode that does not exist → 404 'Invalid postcode'.
 */
import { FORM_MESSAGES, POSTCODE_PATTERN, PostcodeLookupSchema, postcodeLookup } from '@forecourt/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { postcodePoint } from './postcode-point.js';

export const postcodesApi = new Hono<AppContext>();

postcodesApi.get('/:postcode', async (c) => {
  const postcode = c.req.param('postcode');
  if (!POSTCODE_PATTERN.test(postcode)) throw new ApiError('invalid_postcode', FORM_MESSAGES.postcode);
  const point = await postcodePoint(c.env, postcode);
  if (!point) throw new ApiError('unknown_postcode', FORM_MESSAGES.geocodePostcode);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(PostcodeLookupSchema.parse(postcodeLookup(postcode, point, c.var.site.locations)));
});
