/**
 * The sync's Meilisearch requests, counted against a budget: a Worker invocation may make 1,000
 * subrequests at most, and a cron run that hits the limit dies midway. Every request the sync makes goes
 * through MeiliRequests (one request, or a task: enqueue, then polls with backoff until it finished), and
 * the first request past the budget throws SyncBudgetSpent before it is sent — the run then stops
 * without committing the batch in progress (syncCarsIndex), and the next run repeats it.
 */
import type { Task } from 'meilisearch';

/** Thrown instead of a request past the run's budget. */
export class SyncBudgetSpent extends Error {
  override readonly name = 'SyncBudgetSpent';
}

/** Task polling: 250 ms, doubling up to 2 s between polls, given up after 120 s. */
export const TASK_POLL = { firstMs: 250, maxMs: 2_000, timeoutMs: 120_000 };

export type MeiliRequestsOptions = {
  /** Requests the run may make (default: no limit, as in the CLI). */
  budget?: number;
  /** Waits between task polls (tests pass a fake clock). */
  sleep?: (ms: number) => Promise<void>;
  poll?: typeof TASK_POLL;
};

type TaskGetter = { tasks: { getTask(uid: number): Promise<Task> } };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class MeiliRequests {
  used = 0;
  readonly budget: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly poll: typeof TASK_POLL;

  constructor(
    private readonly client: TaskGetter,
    options: MeiliRequestsOptions = {},
  ) {
    this.budget = options.budget ?? Number.POSITIVE_INFINITY;
    this.sleep = options.sleep ?? realSleep;
    this.poll = options.poll ?? TASK_POLL;
  }

  get left(): number {
    return this.budget - this.used;
  }

  /** Makes one request (`send` issues exactly one), or throws SyncBudgetSpent without sending it. */
  async request<T>(send: () => Promise<T>): Promise<T> {
    if (this.used >= this.budget)
      throw new SyncBudgetSpent(`search sync: the run's ${this.budget} Meilisearch requests are spent`);
    this.used++;
    return send();
  }

  /** Enqueues a task and polls it (with backoff) until it finished; throws unless it succeeded. */
  async task(enqueue: () => Promise<{ taskUid: number }>): Promise<Task> {
    const { taskUid } = await this.request(enqueue);
    let delay = this.poll.firstMs;
    for (let waited = 0; ; ) {
      await this.sleep(delay);
      waited += delay;
      const task = await this.request(() => this.client.tasks.getTask(taskUid));
      if (task.status === 'succeeded') return task;
      if (task.status === 'failed' || task.status === 'canceled')
        throw new Error(`Meilisearch task ${task.type ?? ''} ${task.status}: ${JSON.stringify(task.error)}`);
      if (waited >= this.poll.timeoutMs)
        throw new Error(`Meilisearch task ${taskUid} still ${task.status} after ${waited} ms`);
      delay = Math.min(delay * 2, this.poll.maxMs);
    }
  }
}
