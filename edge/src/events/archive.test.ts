import { describe, expect, it } from 'vitest';
import type { Env } from '../env.js';
import { archiveEventBatch, archiveKey } from './archive.js';

const event = (category: number) => ({
  site: 'harbourside',
  category,
  url: '/',
  lead_id: null,
  anon_id: null,
  session_id: null,
  error_message: null,
  event_properties: {},
  created_at: '2026-11-25T10:00:00.000Z',
});

function batch(bodies: unknown[]) {
  const calls: string[] = [];
  return {
    calls,
    batch: {
      queue: 'forecourt-events',
      messages: bodies.map((body) => ({ body, timestamp: new Date('2026-11-25T10:15:30.123Z') })),
      ackAll: () => calls.push('ackAll'),
      retryAll: () => calls.push('retryAll'),
    } as unknown as MessageBatch<unknown>,
  };
}

describe('archiveEventBatch', () => {
  it('keys an object by the hour the batch arrived', () => {
    expect(archiveKey(new Date('2026-11-25T10:15:30.123Z'), 'b1')).toBe(
      'events/dt=2026-11-25/hour=10/2026-11-25T10-15-30-123Z-b1.ndjson',
    );
  });

  it('writes the events of a batch as one NDJSON object and acks; drops what is not an event', async () => {
    const puts: { key: string; body: string }[] = [];
    const env = { EVENTS_ARCHIVE: { put: async (key: string, body: string) => void puts.push({ key, body }) } };
    const { batch: b, calls } = batch([event(1), { leadId: 'x' }, event(32)]);
    await archiveEventBatch(b, env as unknown as Env);
    expect(calls).toEqual(['ackAll']);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.key).toMatch(/^events\/dt=2026-11-25\/hour=10\//);
    expect(
      puts[0]?.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).category),
    ).toEqual([1, 32]);
  });

  it('a failed write retries the whole batch', async () => {
    const env = {
      EVENTS_ARCHIVE: {
        put: async () => {
          throw new Error('R2 down');
        },
      },
    };
    const { batch: b, calls } = batch([event(1)]);
    await archiveEventBatch(b, env as unknown as Env);
    expect(calls).toEqual(['retryAll']);
  });
});
