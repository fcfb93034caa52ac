import type { SiteConfig } from '../site/site-config.schema.js';
import type { SubmitAlertTone } from './alert.js';
import { SUBMIT_ERROR_MESSAGES } from './messages.js';

/**
 * SPEC §7 group-site form submission and its §8 failure. SPEC gives the group form's payload (type
 * 'server', category, fields, opt_in, page_id; the response decides whether to go to success) but says its
 * method and path are "not shown". Our choice (docs/SPEC-COVERAGE.md): a group site's forms submit through
 * the lead API like every site's — POST /api/leads, then PUT /api/leads/{id} — because that is the one
 * place that validates a save against its form, stores it and delivers it; type 'server' is that
 * destination. What is the group's own: every save carries `page_id`, the path of the form's page, and a
 * failed submission shows the server's message or 'An error occurred when submitting this form' in a
 * destructive (red) alert on every step. SPEC's browser alert() is not used: it blocks the page and says
 * nothing a screen reader does not already hear from the in-page role="alert" with the same text.
 */

/** The lead field naming the page a group site's form was sent from. */
export const GROUP_PAGE_FIELD = 'page_id';

/**
 * Whether a site is a dealership group's site (it names its group).
 *
 * @example
 * isGroupSite({ dealership_group: 'Harbourside Motor Group' }); // true
 */
export function isGroupSite(site: Pick<SiteConfig, 'dealership_group'>): boolean {
  return typeof site.dealership_group === 'string' && site.dealership_group.trim() !== '';
}

const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9/_-]{0,200}$/;
/** Message of a page_id that is no path of a page. */
export const GROUP_PAGE_MESSAGE = 'page_id must be the path of the form’s page.';

/**
 * The message of a page_id value, or null when it is absent or a page path (letters, digits, / _ -).
 *
 * @example
 * groupPageIdError('/finance'); // null
 * groupPageIdError('https://evil.example/'); // 'page_id must be …'
 */
export function groupPageIdError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && PAGE_PATH.test(value) ? null : GROUP_PAGE_MESSAGE;
}

/**
 * SPEC §8 text of a failed submission: the server's message, else the group form's text on a group site
 * and the lead text elsewhere.
 *
 * @example
 * submitFailureMessage(undefined, true); // 'An error occurred when submitting this form'
 * submitFailureMessage(undefined, false); // 'An unexpected error occured'
 */
export function submitFailureMessage(error: string | null | undefined, group: boolean): string {
  if (error?.trim()) return error;
  return group ? SUBMIT_ERROR_MESSAGES.groupForm : SUBMIT_ERROR_MESSAGES.lead;
}

/**
 * SPEC §8 alert tone of a failed submission: destructive on a group site, else contracts submitAlertTone.
 *
 * @example
 * failureAlertTone('success', true); // 'danger'
 */
export function failureAlertTone(tone: SubmitAlertTone, group: boolean): SubmitAlertTone {
  return group ? 'danger' : tone;
}
