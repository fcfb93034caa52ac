import { readFileSync } from 'node:fs';
import { API_ERROR_STATUS } from '@forecourt/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorResponse, SearchApiError } from './errors.js';

const app = new Hono()
  .get('/api/leads/refused', (c) => {
    c.header('Retry-After', '60');
    throw new ApiError('rate_limited', 'Too many.');
  })
  .get('/api/checkout/extra', () => {
    throw new ApiError('invalid_details', 'Name?', { fields: { name: 'Name?' } });
  })
  .get('/api/search/refused', () => {
    throw new SearchApiError('invalid_search_q', 'Bad q.');
  })
  .post('/api/capped', bodyLimit({ maxSize: 4 }), (c) => c.text('ok'))
  .get('/api/bug', () => {
    throw new Error('bug');
  })
  .get('/api/search/bug', () => {
    throw new Error('bug');
  })
  .get('/page', () => {
    throw new Error('bug');
  })
  .onError(errorResponse);

const get = async (path: string, init?: RequestInit) => {
  const res = await app.request(path, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
};

describe('errorResponse (the app onError)', () => {
  it('answers a thrown ApiError with its code’s status and the one body, keeping headers set before', async () => {
    const res = await get('/api/leads/refused');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(JSON.parse(res.text)).toEqual({ error: 'Too many.', message: 'Too many.', code: 'rate_limited' });
    expect(JSON.parse((await get('/api/checkout/extra')).text)).toEqual({
      error: 'Name?',
      message: 'Name?',
      code: 'invalid_details',
      fields: { name: 'Name?' },
    });
  });

  it("answers the search API in Meilisearch's shape, a bug there too", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await get('/api/search/refused');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'Bad q.',
      code: 'invalid_search_q',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#invalid_search_q',
    });
    const bug = await get('/api/search/bug');
    expect(bug.status).toBe(500);
    expect(JSON.parse(bug.text)).toMatchObject({ code: 'internal', type: 'internal' });
  });

  it("answers Hono's own exceptions (bodyLimit) and bugs in the API shape; a page's bug as text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const capped = await get('/api/capped', { method: 'POST', body: 'x'.repeat(10) });
    expect(capped.status).toBe(413);
    expect(JSON.parse(capped.text)).toMatchObject({ code: 'payload_too_large' });
    const bug = await get('/api/bug');
    expect(bug.status).toBe(500);
    expect(JSON.parse(bug.text)).toEqual({
      error: 'Something went wrong. Please try again.',
      message: 'Something went wrong. Please try again.',
      code: 'internal',
    });
    expect(await get('/page')).toMatchObject({ status: 500, text: 'Something went wrong. Please try again.' });
  });

  it('docs/API-ERRORS.md lists every code with its status, and no other', () => {
    const doc = readFileSync(new URL('../../../docs/API-ERRORS.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('| Family |'));
    const listed = Object.fromEntries([...table.matchAll(/`(\w+)` (\d{3})/g)].map((m) => [m[1], Number(m[2])]));
    expect(listed).toEqual(API_ERROR_STATUS);
  });
});
