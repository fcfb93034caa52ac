import { describe, expect, it } from 'vitest';
import { apiErrorBody, apiErrorOf } from './api-error.js';

describe('the API error body', () => {
  it('carries the message as error and message, the code, and a family’s context beside them', () => {
    expect(apiErrorBody('slot_taken', 'Taken.', { fields: { date_time: 'Taken.' } })).toEqual({
      error: 'Taken.',
      message: 'Taken.',
      code: 'slot_taken',
      fields: { date_time: 'Taken.' },
    });
    // Context never replaces the message or the code.
    expect(apiErrorBody('car_held', 'Held.', { code: 'x', message: 'y' })).toMatchObject({
      code: 'car_held',
      message: 'Held.',
    });
  });

  it('apiErrorOf reads this body, a Meilisearch one and a plain message; nothing from a body without one', () => {
    expect(apiErrorOf(apiErrorBody('lead_not_found', 'Lead not found.'))).toEqual({
      message: 'Lead not found.',
      code: 'lead_not_found',
    });
    expect(apiErrorOf({ message: 'Bad q.', code: 'invalid_search_q', type: 'invalid_request', link: 'x' })).toEqual({
      message: 'Bad q.',
      code: 'invalid_search_q',
    });
    expect(apiErrorOf({ message: 'Offline.' })).toEqual({ message: 'Offline.', code: 'error' });
    expect(apiErrorOf({ error: 'Bad.', fields: { a: 'A', b: 1 } })?.fields).toEqual({ a: 'A' });
    for (const body of [null, 'text', {}, { error: '  ' }]) expect(apiErrorOf(body)).toBeNull();
  });
});
