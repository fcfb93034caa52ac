import { describe, expect, it } from 'vitest';
import { toggleYearSpan, yearInSpan } from './year-span.js';

// SPEC §2: year is a checkbox facet and a range facet over the one 'min:max' year key (SPEC §3).
describe('year checkboxes as a span of the year range', () => {
  it('checks the years inside the range', () => {
    expect(yearInSpan('2018:2020', 2018)).toBe(true);
    expect(yearInSpan('2018:2020', 2021)).toBe(false);
    expect(yearInSpan('2018:', 2030)).toBe(true);
    expect(yearInSpan(':2018', 2000)).toBe(true);
    expect(yearInSpan(undefined, 2018)).toBe(false);
    expect(yearInSpan('nonsense', 2018)).toBe(false);
  });
  it.each([
    [undefined, 2019, '2019:2019'],
    ['2019:2019', 2021, '2019:2021'],
    ['2019:2021', 2017, '2017:2021'],
    ['2019:', 2015, '2015:'],
    [':2019', 2022, ':2022'],
    ['2019:2021', 2019, '2020:2021'],
    ['2019:2021', 2021, '2019:2020'],
    ['2019:2021', 2020, '2019:2019'],
    ['2019:', 2025, '2019:2024'],
    ['2019:2019', 2019, null],
  ] as const)('%s toggling %i gives %s', (range, year, expected) => {
    expect(toggleYearSpan(range, year)).toBe(expected);
  });
});
