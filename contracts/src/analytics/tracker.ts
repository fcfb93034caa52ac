import type { AdTrackingPayload } from './ad-payload.js';

/**
 * SPEC §4/§9 "events go via a data layer": the page's ONE tracker. The shell owns it (its lazy analytics
 * chunk posts each event to /api/events with the visitor's anon_id and session_id and pushes the same
 * event to window.dataLayer); remotes and the shell's own code reach it only through `track`,
 * `pushDataLayer` and `trackLead` below, which find it in a page-wide slot. Calls made before the chunk
 * has loaded wait in a queue it drains, so an early event is not lost. On the server they do nothing.
 */
export type Tracker = {
  event(category: number, properties: Record<string, unknown>, options: TrackOptions): void;
  push(entry: Record<string, unknown>): void;
  /** A submitted lead for the ad pixel; resolves once the (delayed) pixel event has been handed over. */
  lead(eventId: number, payload: AdTrackingPayload): Promise<void>;
};

/** lead_id: the lead the event is about; error_message: SPEC §3's field, set on an event that failed. */
export type TrackOptions = { lead_id?: string | null; error_message?: string | null };

/** The slot the shell publishes its tracker in (see history/favourites.ts publishShared). */
export const TRACKER_SLOT: unique symbol = Symbol.for('forecourt.tracker');
const QUEUE_SLOT = Symbol.for('forecourt.trackerQueue');

type Call = (t: Tracker) => void;
type Slots = Record<symbol, unknown>;

function call(run: Call): void {
  if (!('document' in globalThis)) return; // server render: nothing to report
  const g = globalThis as Slots;
  const tracker = g[TRACKER_SLOT] as Tracker | undefined;
  if (tracker) run(tracker);
  else {
    g[QUEUE_SLOT] ??= [];
    (g[QUEUE_SLOT] as Call[]).push(run);
  }
}

/**
 * Reports one SPEC §9 analytics event (to /api/events and the data layer).
 *
 * @example
 * track(EVENT_IDS.MAPS_CLICK, { location_id: 3 });
 */
export function track(category: number, properties: Record<string, unknown> = {}, options: TrackOptions = {}): void {
  call((t) => t.event(category, properties, options));
}

/**
 * Pushes one entry to window.dataLayer (through the tracker, so it carries anon_id and session_id).
 *
 * @example
 * pushDataLayer({ event: 'view_item', ecommerce: payload });
 */
export function pushDataLayer(entry: Record<string, unknown>): void {
  call((t) => t.push(entry));
}

/** How long a form waits for the lead's pixel event before it navigates on regardless. */
const LEAD_REPORT_WAIT_MS = 1000;

/**
 * SPEC §9: reports a submitted lead to the data layer and the ad pixel (the Facebook event 250 ms later).
 * Resolves when that is done, or after 1 s at most, so the form can navigate to its success page
 * without cutting the pixel's request.
 *
 * @example
 * await trackLead(14, leadAdPayload({ car_id: '42' }, 'New Vehicle Enquiry'));
 */
export function trackLead(eventId: number, payload: AdTrackingPayload): Promise<void> {
  return new Promise((resolve) => {
    if (!('document' in globalThis)) return resolve();
    setTimeout(resolve, LEAD_REPORT_WAIT_MS);
    call((t) => void t.lead(eventId, payload).then(resolve, resolve));
  });
}

/**
 * Publishes the page's tracker (once) and runs the calls that waited for it.
 *
 * @example
 * installTracker(createTracker(window));
 */
export function installTracker(tracker: Tracker): void {
  const g = globalThis as Slots;
  if (g[TRACKER_SLOT]) return;
  g[TRACKER_SLOT] = tracker;
  for (const run of (g[QUEUE_SLOT] as Call[] | undefined) ?? []) run(tracker);
  g[QUEUE_SLOT] = [];
}
