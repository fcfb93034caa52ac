import { describe, expect, it } from 'vitest';
import { httpEmailApi } from './http-email-api.js';

const email = { id: 7, to: 'a@example.com', subject: 'Hi', text: 'Body', headers: { 'List-Unsubscribe': '<x>' } };

function provider(answer: () => Response | Promise<Response>, seen: Request[] = []) {
  return httpEmailApi({
    url: 'https://mail.example.test/',
    key: 'k',
    from: 'F <f@example.test>',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return answer();
    }) as typeof fetch,
  });
}

describe('httpEmailApi', () => {
  it('posts the message with the bearer key and the outbox id as idempotency key', async () => {
    const seen: Request[] = [];
    const result = await provider(() => Response.json({ id: 'm1' }), seen).send(email);
    expect(result).toEqual({ outcome: 'sent', providerId: 'm1' });
    expect(seen[0]?.url).toBe('https://mail.example.test/emails');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer k');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('forecourt-outbox-7');
    expect(await seen[0]?.json()).toEqual({
      from: 'F <f@example.test>',
      to: ['a@example.com'],
      subject: 'Hi',
      text: 'Body',
      headers: { 'List-Unsubscribe': '<x>' },
    });
  });

  it.each([
    [503, 'retry'],
    [429, 'retry'],
    [422, 'rejected'],
    [401, 'rejected'],
  ])('%i → %s', async (status, outcome) => {
    const result = await provider(() => new Response('nope', { status })).send(email);
    expect(result.outcome).toBe(outcome);
  });

  it('a network failure is retried', async () => {
    const result = await provider(() => {
      throw new TypeError('connection refused');
    }).send(email);
    expect(result).toEqual({ outcome: 'retry', error: 'network: connection refused' });
  });
});
