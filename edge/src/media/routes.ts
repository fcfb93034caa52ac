import { ImageRequestSchema } from '@forecourt/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { cdnPhoto } from './cdn-photo.js';
import { photoPath } from './photo-store.js';
import { siteFile } from './site-files.js';
import { carSvg, logoSvg } from './svg-images.js';

const SVG_HEADERS = { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' };
const SLUG = /^[A-Za-z0-9_-]{1,200}$/;
const notFound = (): never => {
  throw new ApiError('not_found', 'No such image.');
};

export const mediaRoutes = new Hono<AppContext>()
  .get('/media/cars/:slug/:photo', (c) => {
    const slug = c.req.param('slug');
    const m = /^(\d{1,3})\.svg$/.exec(c.req.param('photo'));
    if (!SLUG.test(slug) || !m) return notFound();
    return c.body(carSvg(slug, Number(m[1])), 200, SVG_HEADERS);
  })
  // A site's stored documents (history reports), from R2 (site-files.ts).
  .get('/media/files/*', (c) => siteFile(c, c.req.path.slice('/media/files/'.length)))
  .get('/media/logos/:file', (c) => {
    const m = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    if (!m) return notFound();
    return c.body(logoSvg(m[1]!), 200, SVG_HEADERS);
  })
  // Image CDN (SPEC §9: width, quality and format): a site's stored photos are transformed
  // (cdn-photo.ts); the demo's SVG drawings are drawn at the asked width.
  .get('/cdn/image', (c) => {
    const q = ImageRequestSchema.safeParse(c.req.query());
    if (!q.success)
      throw new ApiError('invalid_image_request', `Invalid image request: ${q.error.issues[0]?.message ?? 'invalid'}.`);
    const photo = photoPath(q.data.src);
    if (photo) return cdnPhoto(c, photo, q.data);
    const car = /^\/media\/cars\/([A-Za-z0-9_-]{1,200})\/(\d{1,3})\.svg$/.exec(q.data.src);
    if (car) return c.body(carSvg(car[1]!, Number(car[2]), q.data.w), 200, SVG_HEADERS);
    const logo = /^\/media\/logos\/([a-z0-9-]{1,80})\.svg$/.exec(q.data.src);
    if (logo) return c.body(logoSvg(logo[1]!), 200, SVG_HEADERS);
    return notFound();
  });
