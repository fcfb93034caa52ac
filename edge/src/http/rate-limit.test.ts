import { SiteConfigSchema, stepLeadStatus } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeCar } from '@forecourt/contracts/fixtures';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext, Env } from '../env.js';
import { eventsApi } from '../events/routes.js';
import { leadsApi } from '../leads/routes.js';
import { errorResponse } from './errors.js';
import { DEFAULT_RATE_LIMIT, parseRateLimit } from './rate-limit.js';

const search = vi.fn();
vi.mock('../search/select.js', () => ({ searchBackend: () => ({ search }) }));

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const app = new Hono<AppContext>();
app.use('*', async (c, next) => {
  c.set('site', site);
  c.set('host', 'example.test');
  await next();
});
app.route('/api/leads', leadsApi);
app.route('/api/events', eventsApi);
// As index.ts: refusals are thrown and written by the app's one onError.
app.onError(errorResponse);

/** A D1 whose every statement fails (the rate-limit counter first), recording the SQL it was asked. */
function failingDb() {
  const sql: string[] = [];
  const fail = () => Promise.reject(new Error('D1_ERROR: database unavailable'));
  const statement = { bind: () => statement, first: fail, run: fail, all: fail, raw: fail };
  const db = {
    prepare: (q: string) => {
      sql.push(q);
      return statement;
    },
    batch: fail,
  };
  return { db, sql };
}

afterEach(() => {
  vi.restoreAllMocks();
  search.mockReset();
});

describe('parseRateLimit: LEAD_RATE_LIMIT "count/seconds"', () => {
  it('takes positive integers; unset is the default 10/60', () => {
    expect(parseRateLimit('5/30')).toEqual({ count: 5, seconds: 30 });
    expect(parseRateLimit(undefined)).toEqual(DEFAULT_RATE_LIMIT);
    expect(DEFAULT_RATE_LIMIT).toEqual({ count: 10, seconds: 60 });
  });
  it('an invalid value is the default with one logged warning per value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['0/60', '10/0', '10', 'ten/60', '10/60/5', '-1/60', '1.5/60', '', '99999999999999999/1'])
      expect(parseRateLimit(raw), raw).toEqual(DEFAULT_RATE_LIMIT);
    expect(warn).toHaveBeenCalledTimes(9);
    parseRateLimit('0/60');
    expect(warn).toHaveBeenCalledTimes(9);
  });
});

describe('a failing rate-limit counter (D1 error)', () => {
  it('a lead create answers a JSON 503 {message, code} and stores nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, sql } = failingDb();
    const res = await app.request(
      '/api/leads',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.0.0.1' },
        body: JSON.stringify({
          lead: {
            ...stepLeadStatus(false),
            form_id: 'contact',
            step_number: 1,
            name: 'Sam Lee',
            phone: '0412 345 678',
            email: 'sam@example.com',
          },
        }),
      },
      { DB: db } as unknown as Env,
    );
    expect(res.status, await res.clone().text()).toBe(503);
    expect(await res.json()).toMatchObject({ message: expect.any(String), code: 'storage_unavailable' });
    expect(sql).toHaveLength(1);
    expect(sql[0]).toContain('rate_limits');
    expect(error).toHaveBeenCalledWith('[rate-limit] counter unavailable', 'lead', expect.any(Error));
  });

  it('the phone reveal goes on (the error logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const car = makeCar({ id: 42 });
    search.mockResolvedValue({ hits: [car] });
    const { db } = failingDb();
    const res = await app.request(
      '/api/events/car_phone_call',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.0.0.2' },
        body: JSON.stringify({ car_id: 42 }),
      },
      { DB: db } as unknown as Env,
    );
    expect(error).toHaveBeenCalledWith('[rate-limit] counter unavailable', 'phone', expect.any(Error));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ phone: expect.any(String), tel: expect.stringMatching(/^tel:/) });
  });
});
