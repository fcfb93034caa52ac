import {
  type AdTrackingPayload,
  analyticsEventKind,
  FACEBOOK_EVENT_DELAY_MS,
  isFormSubmissionEvent,
  type Tracker,
  type TrackOptions,
} from '@forecourt/contracts';

/** What the tracker needs of the page (window in the browser; stand-ins in unit tests). */
export type TrackerWindow = {
  location: { href: string };
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  dataLayer?: unknown[];
  fbq?: (...args: unknown[]) => void;
  crypto: Pick<Crypto, 'getRandomValues'>;
  fetch: typeof fetch;
  setTimeout: (fn: () => void, ms: number) => unknown;
};

const ANON_ID_KEY = 'forecourt:anon-id';
const SESSION_ID_KEY = 'forecourt:session-id';

const randomId = (w: TrackerWindow): string =>
  Array.from(w.crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The id kept in `store` under `key` (made on first use); a fresh one each time if storage is blocked. */
function storedId(w: TrackerWindow, store: TrackerWindow['localStorage'], key: string): string {
  try {
    const id = store.getItem(key);
    if (id && /^[0-9a-f]{24}$/.test(id)) return id;
    const made = randomId(w);
    store.setItem(key, made);
    return made;
  } catch {
    return randomId(w);
  }
}

/**
 * The page's tracker (contracts analytics/tracker.ts): SPEC §3 analytics events to /api/events and the
 * data layer, both with the visitor's anon_id (this browser, localStorage) and session_id (this tab's
 * session, sessionStorage); submitted leads to the data layer and, 250 ms later (SPEC §9), to the
 * Facebook pixel when the site's tags have loaded it.
 */
export function createTracker(w: TrackerWindow): Tracker {
  const ids = {
    anon_id: storedId(w, w.localStorage, ANON_ID_KEY),
    session_id: storedId(w, w.sessionStorage, SESSION_ID_KEY),
  };
  const push = (entry: Record<string, unknown>) => {
    w.dataLayer ??= [];
    w.dataLayer.push({ ...entry, ...ids });
  };
  return {
    event(category: number, properties: Record<string, unknown>, options: TrackOptions) {
      const event = {
        url: w.location.href,
        category,
        lead_id: options.lead_id ?? null,
        ...ids,
        error_message: options.error_message ?? null,
        event_properties: properties,
      };
      const error = options.error_message ? { error_message: options.error_message } : {};
      push({
        event: 'forecourt_event',
        event_id: category,
        event_kind: analyticsEventKind(category),
        ...properties,
        ...error,
      });
      w.fetch('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event }),
        keepalive: true, // survives a navigation the click starts
      }).catch(() => {}); // SPEC §8: an event that cannot be sent is dropped, never an error for the shopper
    },
    push,
    lead(eventId: number, payload: AdTrackingPayload) {
      // The lead's own event is stored by the lead API with the lead (D1); here only the tags hear of it.
      if (!isFormSubmissionEvent(eventId)) return Promise.resolve();
      push({ event: 'generate_lead', event_id: eventId, ecommerce: payload, ...payload });
      return new Promise<void>((resolve) => {
        w.setTimeout(() => {
          w.fbq?.('track', 'Lead', payload);
          resolve();
        }, FACEBOOK_EVENT_DELAY_MS);
      });
    },
  };
}
