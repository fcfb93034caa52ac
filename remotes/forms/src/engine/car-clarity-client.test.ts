import { describe, expect, it } from 'vitest';
import { sendToCarClarity } from './car-clarity-client.js';

const answers = {
  name: 'Sam Lee',
  phone: '0412345678',
  email: 'sam@example.com',
  postcode: '2000',
  vehiclePriceBudget: '30000',
  deposit: '0',
};
const reply = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sendToCarClarity (the finance form to Car Clarity)', () => {
  it("posts the customer to the edge's path", async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response('{"id":"mock_1","destination":"car-clarity"}', { status: 201 });
    };
    expect(await sendToCarClarity('/mock/carClarityCustomer', answers, '42', fetch)).toEqual({ ok: true });
    expect(sent).toEqual([
      {
        url: '/mock/carClarityCustomer',
        body: {
          first_name: 'Sam',
          last_name: 'Lee',
          email: 'sam@example.com',
          phone: '0412345678',
          postcode: '2000',
          loan_amount: 30000,
          car_id: '42',
          opt_in: false,
        },
      },
    ]);
  });
  it("a refused last name asks for the full name; other refusals show the server's message, else SPEC §8's", async () => {
    const named = reply(400, {
      error: 'Please check the highlighted fields.',
      code: 'invalid_customer',
      fields: { last_name: 'Required' },
    });
    expect(await sendToCarClarity('/api/carClarityCustomer', { ...answers, name: 'Sam' }, null, named)).toEqual({
      ok: false,
      error: 'Please enter your first and last name.',
    });
    const down = reply(503, { error: 'We cannot send your finance request right now.', code: 'provider_unavailable' });
    expect(await sendToCarClarity('/api/carClarityCustomer', answers, null, down)).toMatchObject({
      error: 'We cannot send your finance request right now.',
    });
    const lost = async () => Promise.reject(new Error('offline'));
    expect(await sendToCarClarity('/api/carClarityCustomer', answers, null, lost)).toMatchObject({ ok: false });
  });
});
