/** SPEC §2/§8: the heading of the contact-details step of every lead form. */
export const USER_DETAILS_STEP_HEADING = 'User Details';

/** Colour of the error alert at the top of a form step. */
export type SubmitAlertTone = 'success' | 'danger';

/**
 * SPEC §8 lead submit failure: the error shows in an alert, green when the step heading is
 * 'User Details', red otherwise.
 *
 * @example
 * submitAlertTone('User Details'); // 'success'
 * submitAlertTone('Your Enquiry'); // 'danger'
 */
export function submitAlertTone(stepHeading: string | null | undefined): SubmitAlertTone {
  return stepHeading === USER_DETAILS_STEP_HEADING ? 'success' : 'danger';
}
