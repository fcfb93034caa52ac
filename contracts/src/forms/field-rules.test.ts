import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, isFieldShown, isOptionalFormField } from './field-rules.js';

// SPEC §5: "A field may be shown only if another field has a value and no error."
describe('isFieldShown', () => {
  it.each([
    [null, {}, {}, true],
    ['make', { make: 'Kia' }, {}, true],
    ['make', { make: 'Kia' }, { make: 'bad' }, false],
    ['make', { make: 'Kia' }, { make: null }, true],
    ['make', { make: ' ' }, {}, false],
    ['make', {}, {}, false],
    ['opt_in', { opt_in: false }, {}, false],
    ['year', { year: 2020 }, {}, true],
    ['year', { year: null }, {}, false],
  ])('depends on %s with %j / %j -> %s', (dep, values, errs, expected) => {
    expect(isFieldShown(dep, values, errs)).toBe(expected);
  });
});

// SPEC §5: "The test drive form date-time is optional; the request-photos form message is optional."
describe('optional fields and types', () => {
  it.each([
    ['test-drive', 'date_time', true],
    ['request-photos', 'message', true],
    ['test-drive', 'message', false],
    ['enquiry', 'date_time', false],
  ])('%s %s -> %s', (form, field, expected) => expect(isOptionalFormField(form, field)).toBe(expected));
  it('offers the 35 SPEC field types', () => {
    expect(FORM_FIELD_TYPES).toHaveLength(35);
    expect(FORM_FIELD_TYPES).toContain('service interval');
  });
});
