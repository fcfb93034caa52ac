/**
 * The shell's analytics chunk, loaded on every page once the browser is idle (bootstrap.ts): it makes
 * the page's tracker (bootstrap installs it; only this chunk and bootstrap share no code), records the visit in the visitor history
 * (SPEC §4; the forms send it with each lead), reports the page view, reports clicks on links marked
 * `data-track-event` (maps links: event 41), and arms the site's deferred tags.
 */
import {
  fragmentComponent,
  hasSiteTags,
  pageViewEventId,
  parseVisitorHistory,
  recordVisit,
  SITE_TAGS_ELEMENT_ID,
  type SiteTags,
  TRACK_CAR_ATTRIBUTE,
  TRACK_EVENT_ATTRIBUTE,
  type Tracker,
  VISITOR_HISTORY_STORAGE_KEY,
} from '@forecourt/contracts';
import { deferTags } from './tags.js';
import { createTracker } from './tracker.js';

/** SPEC §4 visitor history: this page added (50 pages, tracked params, 30-day reset: contracts recordVisit). */
function recordThisVisit(w: Window): void {
  try {
    const store = w.localStorage;
    const history = parseVisitorHistory(store.getItem(VISITOR_HISTORY_STORAGE_KEY));
    const next = recordVisit(history, w.location.pathname + w.location.search, new Date());
    store.setItem(VISITOR_HISTORY_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage blocked or full: leads go without history
  }
}

/** The site's tags the edge wrote into the page (contracts siteTags; absent on a site without ids). */
function readTags(doc: Document): SiteTags | null {
  try {
    const tags = JSON.parse(doc.getElementById(SITE_TAGS_ELEMENT_ID)?.textContent ?? 'null') as SiteTags | null;
    return tags && Array.isArray(tags.ga) && hasSiteTags(tags) ? tags : null;
  } catch {
    return null;
  }
}

function reportMarkedLinks(doc: Document, tracker: Tracker): void {
  doc.addEventListener('click', (event) => {
    const id = Number(
      (event.target as Element | null)?.closest?.(`[${TRACK_EVENT_ATTRIBUTE}]`)?.getAttribute(TRACK_EVENT_ATTRIBUTE),
    );
    if (!Number.isInteger(id) || id <= 0) return;
    const link = (event.target as Element).closest('a');
    // A link about one car names it (the car page's finance and history-report links: events 58, 60).
    const carId = Number(link?.getAttribute(TRACK_CAR_ATTRIBUTE));
    tracker.event(id, { href: link?.href ?? '', ...(carId > 0 ? { car_id: carId } : {}) }, {});
  });
}

/** The page's tracker: bootstrap.ts installs it (contracts installTracker) and runs the calls that waited. */
export const tracker = createTracker(window);
recordThisVisit(window);
// SPEC §9 page views 1-13: which page this is, from the page's fragment (contracts pageViewEventId).
const component = fragmentComponent(document.querySelector('main [data-fragment]')?.getAttribute('data-fragment'));
tracker.event(pageViewEventId({ component, path: location.pathname }), { page_path: location.pathname }, {});
reportMarkedLinks(document, tracker);
const tags = readTags(document);
if (tags) deferTags(window, tags);
