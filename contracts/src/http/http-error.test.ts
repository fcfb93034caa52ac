import { describe, expect, it } from 'vitest';
import { httpErrorMessage, leadErrorMessage } from './http-error.js';

// SPEC §8: "Non-OK HTTP response with error in body: That message is thrown with the status."
// "Non-OK HTTP response without error: 'An unexpected error occurred' plus status text."
describe('httpErrorMessage', () => {
  it.each([
    [{ error: 'Invalid email' }, 'Invalid email'],
    [{ error: ' ' }, 'An unexpected error occurred Bad Gateway'],
    [{ error: 5 }, 'An unexpected error occurred Bad Gateway'],
    [{ message: 'x' }, 'An unexpected error occurred Bad Gateway'],
    [null, 'An unexpected error occurred Bad Gateway'],
    ['text', 'An unexpected error occurred Bad Gateway'],
  ])('%j -> %s', (body, expected) => expect(httpErrorMessage({ statusText: 'Bad Gateway' }, body)).toBe(expected));
  it('trims an empty status text', () =>
    expect(httpErrorMessage({ statusText: '' }, null)).toBe('An unexpected error occurred'));
});

// SPEC §8: "Lead submit failure: Shows the response error or 'An unexpected error occured'"
describe('leadErrorMessage', () => {
  it.each([
    ['Duplicate lead', 'Duplicate lead'],
    ['', 'An unexpected error occured'],
    [null, 'An unexpected error occured'],
    [undefined, 'An unexpected error occured'],
  ])('%j -> %s', (error, expected) => expect(leadErrorMessage(error)).toBe(expected));
});
