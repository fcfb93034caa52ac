import { describe, expect, it } from 'vitest';
import { submitAlertTone, USER_DETAILS_STEP_HEADING } from './alert.js';

// SPEC §8: "shown in an alert (green for the 'User Details' step heading, red otherwise)".
describe('submitAlertTone', () => {
  it("is green (success) on the 'User Details' step", () => {
    expect(USER_DETAILS_STEP_HEADING).toBe('User Details');
    expect(submitAlertTone('User Details')).toBe('success');
  });
  it.each(['Your Enquiry', 'Your Vehicle', 'user details', 'User Details ', '', null, undefined])(
    '%j is red (danger)',
    (heading) => expect(submitAlertTone(heading)).toBe('danger'),
  );
});
