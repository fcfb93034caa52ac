/** SPEC §9 delays and animation timings, in milliseconds. */

/** Tooltip delay. */
export const TOOLTIP_DELAY_MS = 700;
/** Tooltip skip-delay. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Collapse animation. */
export const COLLAPSE_ANIMATION_MS = 300;
/** Tracked Facebook event delay. */
export const FACEBOOK_EVENT_DELAY_MS = 250;
/** Deferred tag load: first scroll, click, touch or key press, or this, whichever first. */
export const DEFERRED_TAG_LOAD_MS = 3000;
/** Chat popup appears after this delay unless previously closed. */
export const CHAT_POPUP_DELAY_MS = 3000;
/** Widget opens this long after it is loaded by a click. */
export const CHAT_WIDGET_OPEN_DELAY_MS = 1300;
/** A customer message within this window counts as a live chat message. */
export const LIVE_CHAT_WINDOW_MS = 10_000;
