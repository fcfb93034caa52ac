import { describe, expect, it } from 'vitest';
import { leadAttributes, parseVisitorHistory, recordVisit, savedQuery } from './visitor-history.js';

const t0 = new Date('2026-06-01T00:00:00Z');
const days = (n: number) => new Date(t0.getTime() + n * 86400_000);

// SPEC §4: "Visitor history: resets when a new tracked query arrives or after 30 days. Up to 50 visited pages
// are kept. Tracked URL params: gclid, fbclid, utm_source, utm_medium, utm_campaign. Ignored keys when
// saving queries: car_id, slug, payment_intent_client_secret, payment_intent, lead_id."
describe('recordVisit', () => {
  it('starts with the first page query', () => {
    expect(recordVisit(null, '/?utm_source=google&lead_id=4', t0)).toEqual({
      visited_pages: ['/?utm_source=google&lead_id=4'],
      linked_query_params: { utm_source: 'google' },
      started_at: t0.getTime(),
    });
  });
  it('appends pages and keeps the query', () => {
    const h = recordVisit(recordVisit(null, '/?gclid=abc', t0), '/cars/x?car_id=1', days(1));
    expect(h.visited_pages).toEqual(['/?gclid=abc', '/cars/x?car_id=1']);
    expect(h.linked_query_params).toEqual({ gclid: 'abc' });
  });
  it('keeps the history when the same tracked query returns', () => {
    const h = recordVisit(recordVisit(null, '/?gclid=abc', t0), '/?gclid=abc', days(1));
    expect(h.visited_pages).toHaveLength(2);
  });
  it.each(['gclid', 'fbclid', 'utm_source', 'utm_medium', 'utm_campaign'])('resets on a new %s', (param) => {
    const h = recordVisit(recordVisit(null, '/?gclid=abc', t0), `/offers?${param}=new`, days(1));
    expect(h).toEqual({
      visited_pages: [`/offers?${param}=new`],
      linked_query_params: { [param]: 'new' },
      started_at: days(1).getTime(),
    });
  });
  it('does not reset on an untracked query', () => {
    const h = recordVisit(recordVisit(null, '/?gclid=abc', t0), '/search?make=Kia', days(1));
    expect(h.linked_query_params).toEqual({ gclid: 'abc' });
  });
  it('resets after 30 days, not at 30 days', () => {
    const start = recordVisit(null, '/?gclid=abc', t0);
    expect(recordVisit(start, '/a', days(30)).visited_pages).toHaveLength(2);
    const later = recordVisit(start, '/a', new Date(days(30).getTime() + 1));
    expect(later).toEqual({ visited_pages: ['/a'], linked_query_params: {}, started_at: days(30).getTime() + 1 });
  });
  it('keeps the 50 most recent pages', () => {
    let h = recordVisit(null, '/0', t0);
    for (let i = 1; i <= 50; i++) h = recordVisit(h, `/${i}`, t0);
    expect(h.visited_pages).toHaveLength(50);
    expect(h.visited_pages[0]).toBe('/1');
    expect(h.visited_pages.at(-1)).toBe('/50');
  });
  it('drops every ignored key', () => {
    expect(
      savedQuery(
        'https://x.test/?car_id=1&slug=a&payment_intent_client_secret=s&payment_intent=p&lead_id=2&utm_medium=cpc',
      ),
    ).toEqual({
      utm_medium: 'cpc',
    });
  });
  it('gives the lead attributes', () => {
    expect(leadAttributes(null)).toEqual({ visited_pages: [], linked_query_params: {} });
    expect(leadAttributes(recordVisit(null, '/?gclid=1', t0))).toEqual({
      visited_pages: ['/?gclid=1'],
      linked_query_params: { gclid: '1' },
    });
  });
});

describe('visitor history as stored and as sent with a lead', () => {
  it('parseVisitorHistory reads a stored history and refuses anything else', () => {
    const h = { visited_pages: ['/'], linked_query_params: { utm_source: 'x' }, started_at: 1 };
    expect(parseVisitorHistory(JSON.stringify(h))).toEqual(h);
    expect(parseVisitorHistory('{bad')).toBeNull();
    expect(parseVisitorHistory(null)).toBeNull();
    expect(parseVisitorHistory('{"visited_pages":"/","linked_query_params":{},"started_at":1}')).toBeNull();
    expect(parseVisitorHistory('{"visited_pages":[],"linked_query_params":{"a":1},"started_at":1}')).toBeNull();
  });
  it('leadAttributes keeps within the lead API caps (URL 2000, value 500, key 100, 50 params)', () => {
    const params = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, 'v'.repeat(600)]));
    const out = leadAttributes({
      visited_pages: [`/${'a'.repeat(3000)}`],
      linked_query_params: { ['x'.repeat(101)]: 'y', ...params },
      started_at: 0,
    });
    expect(out.visited_pages[0]).toHaveLength(2000);
    expect(Object.keys(out.linked_query_params)).toHaveLength(50);
    expect(Object.values(out.linked_query_params).every((v) => v.length === 500)).toBe(true);
  });
});
