/**
 * SPEC §9 event ids used by the product's own flows.
 *
 * @example
 * track(EVENT_IDS.CALL_CLICK); // 25
 */
export const EVENT_IDS = {
  /** 14 new enquiry */
  NEW_ENQUIRY: 14,
  /** 15 used enquiry */
  USED_ENQUIRY: 15,
  /** 17 test drive (new car or test-drive-only car) */
  TEST_DRIVE_NEW: 17,
  /** 48 used test drive */
  USED_TEST_DRIVE: 48,
  /** 22 default lead event */
  DEFAULT: 22,
  /** 25 click to call */
  CALL_CLICK: 25,
  /** 28 sell my car (SPEC §9: the 13th form submission of the list 14-24, 27, 28 …) */
  SELL_MY_CAR: 28,
  /** 32 form step */
  FORM_STEP: 32,
  /** 40 reserve car (SPEC §9: the 14th form submission of the list 14-24, 27, 28, 40 …) */
  RESERVE_CAR: 40,
  /** 39 favourite (wishlist add) */
  FAVOURITE: 39,
  /** 41 maps click (get directions) */
  MAPS_CLICK: 41,
  /** 51 career enquiry */
  CAREER: 51,
  /** 54 live chat widget opened */
  LIVE_CHAT_OPEN: 54,
  /** 55 first live chat customer message */
  LIVE_CHAT_FIRST_MESSAGE: 55,
  /** 57 later live chat customer messages */
  LIVE_CHAT_MESSAGE: 57,
  /** 58 finance link */
  FINANCE_LINK: 58,
  /** 60 car history report */
  HISTORY_REPORT: 60,
} as const;
/**
 * 35–38 garage sign-in (kept apart from EVENT_IDS so pages without the garage do not carry them).
 * SPEC §9 names these events without numbers; the ids follow its list order over the ids it leaves
 * free (25 click to call, 26 finance calculator, 29 vehicle search, 30 finance score start, 31
 * pre-approval start, 32 next step, 33 instant price start, 34 quiz, 35 login popup, 36 and 37
 * verification code request and submit, 38 registration complete, 39 wishlist add, 41 get
 * directions) — which matches every id SPEC does number (25, 32, 39, 41).
 */
export const GARAGE_EVENT_IDS = {
  LOGIN_POPUP: 35,
  CODE_REQUEST: 36,
  CODE_SUBMIT: 37,
  REGISTRATION_COMPLETE: 38,
} as const;

export type EventName = keyof typeof EVENT_IDS;
export type ProductEventId = (typeof EVENT_IDS)[EventName];

/** SPEC §9: the analytics table has ids 1-61. */
export const ANALYTICS_EVENT_ID_MIN = 1;
export const ANALYTICS_EVENT_ID_MAX = 61;

// The id families (page views, form submissions) live apart, free of zod, for the shell's analytics chunk.
export * from './event-kinds.js';
