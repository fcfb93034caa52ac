import { leadAdPayload } from '@forecourt/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTracker, type TrackerWindow } from './tracker.js';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};
const fakeWindow = (over: Partial<TrackerWindow> = {}) => {
  const posted: unknown[] = [];
  const w: TrackerWindow = {
    location: { href: 'https://x.test/cars?utm_source=a' },
    localStorage: memory(),
    sessionStorage: memory(),
    crypto: globalThis.crypto,
    fetch: (async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)));
      return new Response('{}');
    }) as typeof fetch,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    ...over,
  };
  return { w, posted };
};

describe('createTracker (one owner: /api/events and the data layer)', () => {
  it('an event goes to /api/events and to dataLayer, both with anon_id and session_id', () => {
    const { w, posted } = fakeWindow();
    createTracker(w).event(32, { step_number: 2 }, { lead_id: 'L9' });
    const sent = (posted[0] as { event: Record<string, unknown> }).event;
    expect(sent).toMatchObject({ category: 32, lead_id: 'L9', event_properties: { step_number: 2 } });
    expect(sent.anon_id).toMatch(/^[0-9a-f]{24}$/);
    expect(sent.session_id).toMatch(/^[0-9a-f]{24}$/);
    expect(w.dataLayer?.[0]).toMatchObject({
      event: 'forecourt_event',
      event_id: 32,
      event_kind: 'interaction',
      step_number: 2,
      anon_id: sent.anon_id,
      session_id: sent.session_id,
    });
  });
  it('a failed action carries SPEC §3 error_message to the API and the data layer (null when none)', () => {
    const { w, posted } = fakeWindow();
    const t = createTracker(w);
    t.event(32, { step_number: 1 }, { error_message: 'Invalid email' });
    t.event(1, {}, {});
    const [failed, view] = (posted as { event: Record<string, unknown> }[]).map((p) => p.event);
    expect(failed).toMatchObject({ category: 32, error_message: 'Invalid email' });
    expect(view).toMatchObject({ category: 1, error_message: null });
    expect(w.dataLayer?.[0]).toMatchObject({ event_id: 32, error_message: 'Invalid email' });
    expect(w.dataLayer?.[1]).not.toHaveProperty('error_message');
  });
  it('anon_id survives a new tracker (same browser); a new session storage gets a new session_id', () => {
    const local = memory();
    const a = fakeWindow({ localStorage: local });
    const b = fakeWindow({ localStorage: local });
    createTracker(a.w).event(1, {}, {});
    createTracker(b.w).event(1, {}, {});
    const [ea, eb] = [a.posted[0], b.posted[0]] as { event: { anon_id: string; session_id: string } }[];
    expect(ea?.event.anon_id).toBe(eb?.event.anon_id);
    expect(ea?.event.session_id).not.toBe(eb?.event.session_id);
  });
  it('a submitted lead: data layer at once, the Facebook Lead event 250 ms later with the ad payload', async () => {
    vi.useFakeTimers();
    const fbq = vi.fn();
    const { w, posted } = fakeWindow({ fbq });
    const payload = leadAdPayload({ car_id: '7' }, 'Used Vehicle Enquiry');
    const done = createTracker(w).lead(15, payload);
    expect(w.dataLayer?.[0]).toMatchObject({ event: 'generate_lead', event_id: 15, content_ids: ['7'] });
    await vi.advanceTimersByTimeAsync(249);
    expect(fbq).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', payload);
    await done;
    expect(posted).toEqual([]); // the lead API records the lead's own event
    vi.useRealTimers();
  });
  it('a non-submission id is not a lead for the pixel', async () => {
    const fbq = vi.fn();
    const { w } = fakeWindow({ fbq });
    await createTracker(w).lead(32, leadAdPayload({}, 'x'));
    expect(fbq).not.toHaveBeenCalled();
    expect(w.dataLayer).toBeUndefined();
  });
});
