import { describe, expect, it } from 'vitest';
import { formatTime12h, formatTimeRange } from './time-format.js';

// SPEC §2: "opening-hours list (... 12-hour times)"
describe('formatTime12h', () => {
  it.each([
    ['08:30', '8:30am'],
    ['8:30', '8:30am'],
    ['17:30', '5:30pm'],
    ['12:00', '12:00pm'],
    ['00:00', '12:00am'],
    ['11:59', '11:59am'],
    ['23:59', '11:59pm'],
    ['07:00:00', '7:00am'],
    ['8:30am', '8:30am'],
    ['25:00', '25:00'],
    ['10:75', '10:75'],
  ])('%s -> %s', (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });

  it('formats a range as in the sample hours "about 8:30am-5:30pm"', () => {
    expect(formatTimeRange('08:30', '17:30')).toBe('8:30am - 5:30pm');
  });
});
