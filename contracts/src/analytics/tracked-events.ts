/**
 * SPEC §9 analytics ids the product fires besides EVENT_IDS (constants/events.ts); the page views 1-13
 * are page-view-ids.ts. 26 is the finance calculator and 29 the vehicle search (SPEC's list order over
 * the free ids, as GARAGE_EVENT_IDS).
 */
export const FINANCE_CALCULATOR_EVENT_ID = 26;
export const VEHICLE_SEARCH_EVENT_ID = 29;

/** Links the tracker reports when clicked (server-rendered, so no hydration is needed): `data-track-event="41"`. */
export const TRACK_EVENT_ATTRIBUTE = 'data-track-event';
/** On such a link about one car: its id, reported as `car_id` (`data-track-car="123"`). */
export const TRACK_CAR_ATTRIBUTE = 'data-track-car';
