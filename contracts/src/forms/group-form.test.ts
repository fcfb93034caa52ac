import { describe, expect, it } from 'vitest';
import {
  failureAlertTone,
  GROUP_PAGE_MESSAGE,
  groupPageIdError,
  isGroupSite,
  submitFailureMessage,
} from './group-form.js';

describe('SPEC §7/§8 group-site form submission', () => {
  it('a group site names its group', () => {
    expect(isGroupSite({ dealership_group: 'Harbourside Motor Group' })).toBe(true);
    expect(isGroupSite({ dealership_group: null })).toBe(false);
    expect(isGroupSite({ dealership_group: ' ' })).toBe(false);
  });

  it("the failure text: the server's message, else the group's text on a group site", () => {
    expect(submitFailureMessage(undefined, true)).toBe('An error occurred when submitting this form');
    expect(submitFailureMessage('  ', true)).toBe('An error occurred when submitting this form');
    expect(submitFailureMessage(null, false)).toBe('An unexpected error occured');
    expect(submitFailureMessage('Too many enquiries', true)).toBe('Too many enquiries');
    expect(failureAlertTone('success', true)).toBe('danger');
    expect(failureAlertTone('success', false)).toBe('success');
  });

  it('page_id is a path of a page', () => {
    expect(groupPageIdError('/finance')).toBeNull();
    expect(groupPageIdError(undefined)).toBeNull();
    for (const bad of ['https://evil.example/', '//evil', '/a?b=1', { p: 1 }, '/'.padEnd(300, 'a')])
      expect(groupPageIdError(bad)).toBe(GROUP_PAGE_MESSAGE);
  });
});
