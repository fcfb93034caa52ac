import { describe, expect, it } from 'vitest';
import {
  analyticsEventKind,
  EVENT_IDS,
  FORM_SUBMISSION_EVENT_IDS,
  isFormSubmissionEvent,
  PAGE_VIEW_EVENT_IDS,
} from './events.js';

// SPEC §9: "Event ids: 14 new enquiry, 15 used enquiry, 17 test drive new or test-drive-only, 48 used test
// drive, 22 default, 25 call click, 32 form step, 39 favourite, 41 maps click, 51 career, 54/55/57 live
// chat, 58 finance link, 60 history report."
describe('event ids', () => {
  it('matches the SPEC table', () => {
    expect(EVENT_IDS).toEqual({
      NEW_ENQUIRY: 14,
      USED_ENQUIRY: 15,
      TEST_DRIVE_NEW: 17,
      USED_TEST_DRIVE: 48,
      DEFAULT: 22,
      SELL_MY_CAR: 28,
      CALL_CLICK: 25,
      FORM_STEP: 32,
      FAVOURITE: 39,
      RESERVE_CAR: 40,
      MAPS_CLICK: 41,
      CAREER: 51,
      LIVE_CHAT_OPEN: 54,
      LIVE_CHAT_FIRST_MESSAGE: 55,
      LIVE_CHAT_MESSAGE: 57,
      FINANCE_LINK: 58,
      HISTORY_REPORT: 60,
    });
  });
  // "14-24, 27, 28, 40, 42, 44-48, 51, 56 form submissions (new, used, special offer, test drive, trade-in,
  // fleet, service, parts, general, finance, insurance, competition, sell my car, ...)": the 13th id is 28.
  it('sell my car is the 13th form submission id, 28', () => {
    expect(FORM_SUBMISSION_EVENT_IDS[12]).toBe(EVENT_IDS.SELL_MY_CAR);
    expect(FORM_SUBMISSION_EVENT_IDS[8]).toBe(EVENT_IDS.DEFAULT); // general
  });
  // "... sell my car, reserve car, ...": the 14th id is 40.
  it('reserve car is the 14th form submission id, 40', () => {
    expect(FORM_SUBMISSION_EVENT_IDS[13]).toBe(EVENT_IDS.RESERVE_CAR);
  });
  // "1-13 page views; 14-24, 27, 28, 40, 42, 44-48, 51, 56 form submissions"
  it('classifies the analytics table 1-61', () => {
    expect(PAGE_VIEW_EVENT_IDS).toHaveLength(13);
    expect(FORM_SUBMISSION_EVENT_IDS).toHaveLength(22);
    expect(analyticsEventKind(1)).toBe('page_view');
    expect(analyticsEventKind(13)).toBe('page_view');
    expect(analyticsEventKind(14)).toBe('form_submission');
    expect(analyticsEventKind(56)).toBe('form_submission');
    expect(analyticsEventKind(25)).toBe('interaction');
    expect(analyticsEventKind(61)).toBe('interaction');
    expect(isFormSubmissionEvent(51)).toBe(true);
    expect(isFormSubmissionEvent(43)).toBe(false);
  });
});
