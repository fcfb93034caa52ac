/**
 * SPEC §7 GET /manufacturers/{slug}.json?website_id={id}: the manufacturer record of a make this site sells
 * (contracts manufacturerRecord), on the site's own host. website_id must be this site's id: another
 * website's id, a make the site does not sell and a malformed slug are the same 404 (nothing says what
 * another dealer sells); a missing or malformed website_id is 400. Cacheable: it changes with the stock.
 */
import { manufacturerRecord } from '@forecourt/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';

export const manufacturersApi = new Hono<AppContext>();

const SLUG_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

manufacturersApi.get('/:file', (c) => {
  const site = c.var.site;
  const websiteId = c.req.queries('website_id') ?? [];
  if (websiteId.length !== 1 || !/^\d{1,12}$/.test(websiteId[0] ?? ''))
    throw new ApiError('invalid_query', 'website_id: one website id (digits) is required.');
  const slug = SLUG_FILE.exec(c.req.param('file'))?.[1];
  const record = slug && Number(websiteId[0]) === site.id ? manufacturerRecord(site, slug) : null;
  if (!record) throw new ApiError('manufacturer_not_found', 'No such manufacturer on this website.');
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ manufacturer: record });
});
