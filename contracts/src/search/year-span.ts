import { formatRange, parseRange } from './filter-keys.js';

/**
 * SPEC §2 lists year both as a checkbox facet and as a range facet; SPEC §3 makes `year` one 'min:max'
 * URL key. So the year checkboxes edit that range as a span of years:
 *   - a year is checked when it lies inside the range;
 *   - checking a year widens the span to include it (nothing checked → just that year);
 *   - unchecking the lowest or highest checked year narrows the span by that year; unchecking the only
 *     checked year clears the range;
 *   - unchecking a year inside the span keeps the years below it (a span cannot have a hole).
 * Open bounds ('2015:') stay open unless the toggle closes them.
 */

/**
 * Whether a year is inside the 'min:max' year range (no range: not checked).
 *
 * @example
 * yearInSpan('2018:2020', 2019); // true
 * yearInSpan(undefined, 2019); // false
 */
export function yearInSpan(range: string | undefined, year: number): boolean {
  const r = range ? parseRange(range) : null;
  if (!r) return false;
  return (r.min === null || year >= r.min) && (r.max === null || year <= r.max);
}

/**
 * The year range after toggling one year's checkbox (null: no year range).
 *
 * @example
 * toggleYearSpan(undefined, 2019); // '2019:2019'
 * toggleYearSpan('2019:2019', 2021); // '2019:2021'
 * toggleYearSpan('2019:2021', 2019); // '2020:2021'
 * toggleYearSpan('2019:2021', 2020); // '2019:2019'
 * toggleYearSpan('2019:2019', 2019); // null
 */
export function toggleYearSpan(range: string | undefined, year: number): string | null {
  const r = range ? parseRange(range) : null;
  if (!r) return formatRange({ min: year, max: year });
  if (!yearInSpan(range, year)) {
    return formatRange({
      min: r.min === null ? null : Math.min(r.min, year),
      max: r.max === null ? null : Math.max(r.max, year),
    });
  }
  if (r.min === year && r.max === year) return null;
  if (r.min === year) return formatRange({ min: year + 1, max: r.max });
  return formatRange({ min: r.min, max: year - 1 });
}
