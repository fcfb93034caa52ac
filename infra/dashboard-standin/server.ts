/**
 * LOCAL STAND-IN dealer dashboard over HTTP (Hono on Node): the SPEC §7 endpoints with Basic auth,
 * serving a StandInStore. Not the real dashboard; see store.ts.
 *
 *   GET /websites/{id}/cars/{slug}.json                       a car, or { status: '404' }
 *   GET /websites/{id}/cars.json?page=N                        the stock, CAR_PAGE_SIZE a page (ours)
 *   GET /websites/{id}/pages/search_slugs.json                 search pages and their filters
 *   GET /websites/{id}/search_page_templates.json              search page titles
 *   GET /api/v1/websites/{id}/website_session_data.json        navigation, special hours, locations
 *
 * `faults` lets a test make the next answers fail (HTTP 500, a body the schema refuses).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { StandInStore } from './store.js';

export const CAR_PAGE_SIZE = 500;
export const STAND_IN_USER = 'forecourt';
export const STAND_IN_KEY = 'stand-in-dashboard-key';

export type StandInFaults = {
  /** Paths (prefix match) answered with HTTP 500 while listed. */
  failing: string[];
  /** Paths (prefix match) answered with a body no schema accepts while listed. */
  garbage: string[];
};

export type StandInDashboard = {
  url: string;
  store: StandInStore;
  faults: StandInFaults;
  /** Every request path the stand-in answered, in order (tests count retries with it). */
  requests: string[];
  close: () => Promise<void>;
};

export function standInApp(
  store: StandInStore,
  faults: StandInFaults,
  requests: string[],
  auth = `${STAND_IN_USER}:${STAND_IN_KEY}`,
) {
  const app = new Hono();
  const expected = `Basic ${Buffer.from(auth).toString('base64')}`;
  app.use('*', async (c, next) => {
    const path = new URL(c.req.url).pathname + new URL(c.req.url).search;
    requests.push(path);
    if (c.req.header('authorization') !== expected) return c.json({ error: 'unauthorised' }, 401);
    if (faults.failing.some((p) => path.startsWith(p))) return c.json({ error: 'stand-in fault' }, 500);
    if (faults.garbage.some((p) => path.startsWith(p))) return c.json({ cars: 'not a list', navigation: 7, id: 'x' });
    await next();
  });
  const website = (id: string) => store.websites.get(Number(id));
  app.get('/websites/:id/cars/:file', (c) => {
    const w = website(c.req.param('id'));
    const slug = c.req.param('file').replace(/\.json$/, '');
    if (c.req.param('file') === 'cars.json') return c.notFound();
    const car = w?.cars.get(slug);
    return c.json(car ?? { status: '404' });
  });
  app.get('/websites/:id/:file{cars\\.json}', (c) => {
    const w = website(c.req.param('id'));
    if (!w) return c.json({ status: '404' }, 404);
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const all = [...w.cars.values()];
    const cars = all.slice((page - 1) * CAR_PAGE_SIZE, page * CAR_PAGE_SIZE);
    return c.json({ cars, next_page: page * CAR_PAGE_SIZE < all.length ? page + 1 : null });
  });
  app.get('/websites/:id/pages/search_slugs.json', (c) => {
    const w = website(c.req.param('id'));
    return w ? c.json(w.searchSlugs) : c.json({ status: '404' }, 404);
  });
  app.get('/websites/:id/search_page_templates.json', (c) => {
    const w = website(c.req.param('id'));
    return w ? c.json(w.templates) : c.json({ status: '404' }, 404);
  });
  app.get('/api/v1/websites/:id/website_session_data.json', (c) => {
    const w = website(c.req.param('id'));
    return w ? c.json(w.session) : c.json({ status: '404' }, 404);
  });
  return app;
}

/** Starts the stand-in on 127.0.0.1 (port 0 picks a free one). */
export function startStandInDashboard(options: {
  now: number;
  tenants?: string[];
  port?: number;
}): Promise<StandInDashboard> {
  const store = new StandInStore(options);
  const faults: StandInFaults = { failing: [], garbage: [] };
  const requests: string[] = [];
  const app = standInApp(store, faults, requests);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        store,
        faults,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
