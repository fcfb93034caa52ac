/**
 * SPEC §9 analytics ids the product fires besides EVENT_IDS (constants/events.ts). SPEC numbers page
 * views 1-13 without saying which page is which: every page view is reported as 1, with the page's path
 * in its properties. 29 is the vehicle search (SPEC's list order over the free ids, as GARAGE_EVENT_IDS).
 */
export const PAGE_VIEW_EVENT_ID = 1;
export const VEHICLE_SEARCH_EVENT_ID = 29;

/** Links the tracker reports when clicked (server-rendered, so no hydration is needed): `data-track-event="41"`. */
export const TRACK_EVENT_ATTRIBUTE = 'data-track-event';
