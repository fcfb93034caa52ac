import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { listedCarCount, listedCarPaths, sitePagePaths } from './sitemap-paths.js';

/** The sitemap protocol's limit of URLs per file; past it /sitemap.xml becomes a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Search engines fetch these daily at most; an hour keeps the edge's work small. */
const CACHE = 'public, max-age=3600';

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<url><loc>${xmlEscape(u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

const sitemapIndex = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<sitemap><loc>${xmlEscape(u)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;

/**
 * Which sitemap files a site needs: one /sitemap.xml while pages and cars fit in one file, else an index
 * of the pages file and one file per `max` cars.
 * @example sitemapFiles(40, 120_000) → ['/sitemaps/pages.xml', '/sitemaps/cars-1.xml', … '/sitemaps/cars-3.xml']
 */
export function sitemapFiles(pages: number, cars: number, max = SITEMAP_MAX_URLS): string[] | null {
  if (pages + cars <= max) return null;
  const files = ['/sitemaps/pages.xml'];
  for (let n = 1; (n - 1) * max < cars; n++) files.push(`/sitemaps/cars-${n}.xml`);
  return files;
}

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE } });

/**
 * Per tenant (requireSite has resolved it): /robots.txt, and /sitemap.xml with the site's pages and
 * every listed car on the site's production URL — one file up to 50,000 URLs, else a sitemap index of
 * /sitemaps/pages.xml and /sitemaps/cars-{n}.xml (50,000 cars each).
 */
export const seoRoutes = new Hono<AppContext>()
  .get('/robots.txt', (c) => {
    const site = c.var.site;
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /success',
      'Disallow: /checkout-journey',
      `Sitemap: ${new URL('/sitemap.xml', site.url)}`,
    ];
    return c.text(`${lines.join('\n')}\n`, 200, { 'cache-control': CACHE });
  })
  .get('/sitemap.xml', async (c) => {
    const site = c.var.site;
    const abs = (path: string) => new URL(path, site.url).toString();
    const [pages, cars] = await Promise.all([sitePagePaths(c.env, site), listedCarCount(c.env, site)]);
    const files = sitemapFiles(pages.length, cars);
    if (files) return xml(sitemapIndex(files.map(abs)));
    const carPaths = await listedCarPaths(c.env, site, 0, cars);
    return xml(urlset([...pages, ...carPaths].map(abs)));
  })
  .get('/sitemaps/:file', async (c) => {
    const site = c.var.site;
    const abs = (path: string) => new URL(path, site.url).toString();
    const file = c.req.param('file');
    if (file === 'pages.xml') return xml(urlset((await sitePagePaths(c.env, site)).map(abs)));
    const part = /^cars-([1-9]\d{0,3})\.xml$/.exec(file);
    if (!part) return c.text('Not found', 404);
    const skip = (Number(part[1]) - 1) * SITEMAP_MAX_URLS;
    const paths = await listedCarPaths(c.env, site, skip, SITEMAP_MAX_URLS);
    if (paths.length === 0) return c.text('Not found', 404);
    return xml(urlset(paths.map(abs)));
  });
