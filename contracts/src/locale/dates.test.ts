import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates.js';

describe('formatCalendarDate (issue 34: holiday hours as the locale writes dates)', () => {
  it('writes the day the way each market does, never ISO', () => {
    expect(formatCalendarDate('2026-12-25', 'en-AU')).toBe('Fri 25 Dec 2026');
    expect(formatCalendarDate('2026-12-25', 'en-NZ')).toBe('Fri 25 Dec 2026');
    expect(formatCalendarDate('2026-12-25', 'en-US')).toBe('Fri, Dec 25, 2026');
  });
  it('leaves what is not a real date alone', () => {
    expect(formatCalendarDate('2026-02-30', 'en-AU')).toBe('2026-02-30');
    expect(formatCalendarDate('soon', 'en-US')).toBe('soon');
  });
});
