import type { Task } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { MeiliRequests, SyncBudgetSpent } from './sync-requests.js';

/** A client whose task `uid` reports `statuses` in turn, and a clock that records the waits. */
function fake(statuses: Task['status'][]) {
  const polls: number[] = [];
  const sleeps: number[] = [];
  let i = 0;
  const client = {
    tasks: {
      getTask: async (uid: number) => {
        polls.push(uid);
        return { uid, status: statuses[Math.min(i++, statuses.length - 1)], type: 'documentAdditionOrUpdate' } as Task;
      },
    },
  };
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  return { client, polls, sleeps, sleep };
}
const enqueue = async () => ({ taskUid: 7 });

describe('MeiliRequests (the sync request budget)', () => {
  it('polls a task with backoff: 250 ms doubling to 2 s, one request per poll', async () => {
    const f = fake(['enqueued', 'processing', 'processing', 'processing', 'processing', 'succeeded']);
    const requests = new MeiliRequests(f.client, { sleep: f.sleep });
    expect((await requests.task(enqueue)).status).toBe('succeeded');
    expect(f.sleeps).toEqual([250, 500, 1000, 2000, 2000, 2000]);
    expect(f.polls).toHaveLength(6);
    expect(requests.used).toBe(7);
  });

  it('throws SyncBudgetSpent instead of the request past the budget, and sends nothing more', async () => {
    const f = fake(['processing']);
    const requests = new MeiliRequests(f.client, { budget: 4, sleep: f.sleep });
    await expect(requests.task(enqueue)).rejects.toThrow(SyncBudgetSpent);
    expect(f.polls).toHaveLength(3);
    expect(requests.used).toBe(4);
    let sent = false;
    await expect(
      requests.request(async () => {
        sent = true;
      }),
    ).rejects.toThrow(SyncBudgetSpent);
    expect(sent).toBe(false);
  });

  it('a failed task throws; a task still running at the timeout throws', async () => {
    const failed = fake(['failed']);
    await expect(new MeiliRequests(failed.client, { sleep: failed.sleep }).task(enqueue)).rejects.toThrow(/failed/);
    const slow = fake(['processing']);
    const poll = { firstMs: 250, maxMs: 2000, timeoutMs: 10_000 };
    await expect(new MeiliRequests(slow.client, { sleep: slow.sleep, poll }).task(enqueue)).rejects.toThrow(
      /still processing/,
    );
    expect(slow.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
    expect(slow.polls.length).toBeLessThan(10);
  });
});
