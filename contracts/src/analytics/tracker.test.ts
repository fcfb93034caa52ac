import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadAdPayload } from './ad-payload.js';
import { financeCalculatorUsed } from './finance-calculator-event.js';
import { installTracker, pushDataLayer, TRACKER_SLOT, type Tracker, track, trackLead } from './tracker.js';

const g = globalThis as Record<symbol | string, unknown>;
const fakeTracker = () => {
  const calls: unknown[][] = [];
  const t: Tracker = {
    event: (...a) => void calls.push(['event', ...a]),
    push: (e) => void calls.push(['push', e]),
    lead: async (...a) => void calls.push(['lead', ...a]),
  };
  return { t, calls };
};

describe('the page tracker slot', () => {
  afterEach(() => {
    delete g[TRACKER_SLOT];
    delete g[Symbol.for('forecourt.trackerQueue') as unknown as string];
    delete g.document;
  });
  it('on the server (no document) nothing is queued or sent', async () => {
    track(1);
    await trackLead(14, leadAdPayload({}, 'General Enquiry'));
    const { t, calls } = fakeTracker();
    installTracker(t);
    expect(calls).toEqual([]);
  });
  it('calls made before the shell installs its tracker wait and run in order; later calls go straight', async () => {
    g.document = {};
    track(32, { step_number: 1 }, { lead_id: 'L1' });
    pushDataLayer({ event: 'view_item' });
    const { t, calls } = fakeTracker();
    installTracker(t);
    track(41);
    await trackLead(14, leadAdPayload({ car_id: '42', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla' }, 'x'));
    expect(calls.map((c) => c[0])).toEqual(['event', 'push', 'event', 'lead']);
    expect(calls[0]).toEqual(['event', 32, { step_number: 1 }, { lead_id: 'L1' }]);
    expect(calls[3]?.[2]).toMatchObject({ content_ids: ['42'], content_name: 'Toyota Corolla', currency: 'AUD' });
  });
  it('trackLead resolves after 1 s at most when no tracker answers', async () => {
    vi.useFakeTimers();
    g.document = {};
    let done = false;
    void trackLead(14, leadAdPayload({}, 'General Enquiry')).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});

describe('leadAdPayload (SPEC §3 ad payload of a lead)', () => {
  it('names a lead without a car by its category', () => {
    expect(leadAdPayload({}, 'Service Enquiry')).toEqual({
      content_ids: [],
      contents: [],
      currency: 'AUD',
      value: 0,
      content_type: 'product',
      content_name: 'Service Enquiry',
    });
  });
});

describe('financeCalculatorUsed (SPEC §9 event 26, once per page)', () => {
  afterEach(() => {
    delete g[TRACKER_SLOT];
    delete g[Symbol.for('forecourt.financeCalculatorReported') as unknown as string];
    delete g.document;
  });
  it('the first change reports 26 with its properties; later changes and the other calculator do not', () => {
    g.document = {};
    const { t, calls } = fakeTracker();
    installTracker(t);
    financeCalculatorUsed({ source: 'car', car_id: 7, changed: 'ratePercent' });
    financeCalculatorUsed({ source: 'car', car_id: 7, changed: 'deposit' });
    financeCalculatorUsed({ source: 'finance-form', changed: 'price' });
    expect(calls).toEqual([['event', 26, { source: 'car', car_id: 7, changed: 'ratePercent' }, {}]]);
  });
  it('on the server nothing is reported or remembered', () => {
    financeCalculatorUsed({ source: 'car' });
    expect(g[Symbol.for('forecourt.financeCalculatorReported') as unknown as string]).toBeUndefined();
  });
});
