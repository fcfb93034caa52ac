import type { Locale } from '../site/site-config.schema.js';

const DATE_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date ('2026-12-25', a day with no time zone: special hours, bookings) as the site's locale
 * writes it, with the weekday and the month in words so no reader mistakes day and month (issue 34):
 * 'Fri 25 Dec 2026' in Australia and New Zealand, 'Fri, Dec 25, 2026' in the US. Anything that is not
 * a real date is returned as it came.
 *
 * @example
 * formatCalendarDate('2026-12-25', 'en-US'); // 'Fri, Dec 25, 2026'
 */
export function formatCalendarDate(date: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date) return date;
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    DATE_FORMATS.set(locale, format);
  }
  // en-AU writes 'Fri, 25 Dec 2026' in some ICU versions and 'Fri 25 Dec 2026' in others: one form.
  return locale === 'en-US' ? format.format(at) : format.format(at).replace(/^(\w+),/, '$1');
}
