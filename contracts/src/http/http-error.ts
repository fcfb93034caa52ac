import { SUBMIT_ERROR_MESSAGES } from '../forms/messages.js';

/**
 * SPEC §8: the message of a non-OK HTTP response — the body's error when it has one, else
 * 'An unexpected error occurred' plus the status text.
 *
 * @example
 * httpErrorMessage({ statusText: 'Bad Gateway' }, null); // 'An unexpected error occurred Bad Gateway'
 * httpErrorMessage({ statusText: 'Bad Request' }, { error: 'Invalid email' }); // 'Invalid email'
 */
export function httpErrorMessage(response: { statusText: string }, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return `${SUBMIT_ERROR_MESSAGES.http} ${response.statusText}`.trim();
}

/**
 * SPEC §8: the text shown when a lead submit fails — the response error or 'An unexpected error occured'.
 *
 * @example
 * leadErrorMessage(undefined); // 'An unexpected error occured'
 */
export function leadErrorMessage(error: string | null | undefined): string {
  return error?.trim() ? error : SUBMIT_ERROR_MESSAGES.lead;
}
