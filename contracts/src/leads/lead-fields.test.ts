import { describe, expect, it } from 'vitest';
import {
  collapseCheckOptions,
  convertYesNoFields,
  fixLeadName,
  isYes,
  replacePrimaryLocationPlaceholder,
} from './lead-fields.js';

// SPEC §3: "If name is empty or 'undefined undefined' and first_name exists, name becomes first_name."
describe('fixLeadName', () => {
  it.each([
    [{ name: 'undefined undefined', first_name: 'Sam' }, 'Sam'],
    [{ name: '', first_name: 'Sam' }, 'Sam'],
    [{ first_name: 'Sam' }, 'Sam'],
    [{ name: 'Sam Lee', first_name: 'Sam' }, 'Sam Lee'],
    [{ name: 'undefined undefined', first_name: '' }, 'undefined undefined'],
    [{ name: '', first_name: 7 }, ''],
  ] as Record<string, unknown>[][])('%j -> %s', (lead, name) =>
    expect(fixLeadName(lead as Record<string, unknown>).name).toBe(name),
  );
});

// SPEC §3: "One site also sends 'Ready to sell', 'Valuation guide', 'Best Finance' and 'Best Deal',
// converted to 'Yes' or 'No'."
describe('convertYesNoFields', () => {
  it('converts the four fields that are present', () => {
    expect(
      convertYesNoFields({
        'Ready to sell': true,
        'Valuation guide': 'yes',
        'Best Finance': false,
        'Best Deal': '',
        other: true,
      }),
    ).toEqual({
      'Ready to sell': 'Yes',
      'Valuation guide': 'Yes',
      'Best Finance': 'No',
      'Best Deal': 'No',
      other: true,
    });
    expect(convertYesNoFields({ name: 'x' })).toEqual({ name: 'x' });
  });
  it.each([
    [true, true],
    [1, true],
    ['on', true],
    [' TRUE ', true],
    ['Yes', true],
    ['no', false],
    [0, false],
    [null, false],
  ])('isYes(%j) -> %s', (value, expected) => expect(isYes(value)).toBe(expected));
});

// SPEC §5: "Form-builder check options named with a check_option suffix collapse into an
// additional_services list."
describe('collapseCheckOptions', () => {
  it('collects checked options', () => {
    expect(
      collapseCheckOptions({
        name: 'Sam',
        'Wheel Alignment_check_option': true,
        'Tyres check_option': 'on',
        logbook_service_check_option: false,
        check_option: true,
      }),
    ).toEqual({ name: 'Sam', additional_services: ['Wheel Alignment', 'Tyres'] });
  });
  it('leaves forms without check options alone', () => {
    expect(collapseCheckOptions({ name: 'Sam' })).toEqual({ name: 'Sam' });
  });
});

// SPEC §5: "A hidden field may use the placeholder {primary_location_id}, replaced by the primary location's id."
describe('replacePrimaryLocationPlaceholder', () => {
  it('replaces in string fields only', () => {
    expect(
      replacePrimaryLocationPlaceholder(
        { location_id: '{primary_location_id}', note: 'at {primary_location_id}', n: 3 },
        12,
      ),
    ).toEqual({
      location_id: '12',
      note: 'at 12',
      n: 3,
    });
    const fields = { location_id: '{primary_location_id}' };
    expect(replacePrimaryLocationPlaceholder(fields, null)).toBe(fields);
  });
});
