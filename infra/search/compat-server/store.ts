/**
 * The compat server's state: indexes (settings + documents, an embedded-engine index rebuilt lazily after
 * a change) and Meilisearch's asynchronous tasks (enqueued, then processed one at a time in order, so
 * the client's waitTask/waitForTask polling works as with Meilisearch).
 */
import type { SearchIndexSettings } from '@forecourt/contracts';
// The embedded engine of the edge (its filter parser, keyword ranking, facets, sort): the compat server is a
// development/test stand-in for Meilisearch and reuses it rather than implementing a second engine.
import { SearchIndex } from '../../../edge/src/search/engine.js';
import type { Doc } from '../../../edge/src/search/filter.js';

export type TaskType =
  | 'indexCreation'
  | 'indexDeletion'
  | 'settingsUpdate'
  | 'documentAdditionOrUpdate'
  | 'documentDeletion';

export type TaskError = { message: string; code: string; type: 'invalid_request'; link: string };

export type Task = {
  uid: number;
  batchUid: number | null;
  indexUid: string | null;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed';
  type: TaskType;
  canceledBy: null;
  details: Record<string, unknown>;
  error: TaskError | null;
  duration: string | null;
  enqueuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type Settings = Omit<SearchIndexSettings, 'primaryKey'>;

export type IndexState = {
  uid: string;
  primaryKey: string | null;
  createdAt: string;
  updatedAt: string;
  settings: Settings;
  docs: Map<string, Doc>;
  engine: SearchIndex | null;
};

/** A task failure (its error object is Meilisearch's). */
export class TaskFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_SETTINGS: Settings = {
  searchableAttributes: [],
  filterableAttributes: [],
  sortableAttributes: [],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
};

export class CompatStore {
  readonly indexes = new Map<string, IndexState>();
  readonly tasks: Task[] = [];
  private queue: Promise<void> = Promise.resolve();

  /** Enqueues `run` as a task; it runs after every task enqueued before it. */
  enqueue(indexUid: string | null, type: TaskType, run: () => Record<string, unknown> | undefined) {
    const task: Task = {
      uid: this.tasks.length,
      batchUid: null,
      indexUid,
      status: 'enqueued',
      type,
      canceledBy: null,
      details: {},
      error: null,
      duration: null,
      enqueuedAt: new Date().toISOString(),
      startedAt: null,
      finishedAt: null,
    };
    this.tasks.push(task);
    this.queue = this.queue.then(
      () =>
        new Promise<void>((resolve) =>
          setImmediate(() => {
            const started = performance.now();
            task.status = 'processing';
            task.batchUid = task.uid;
            task.startedAt = new Date().toISOString();
            try {
              task.details = run() ?? {};
              task.status = 'succeeded';
            } catch (error) {
              const code = error instanceof TaskFailure ? error.code : 'internal';
              task.status = 'failed';
              task.error = {
                message: (error as Error).message,
                code,
                type: 'invalid_request',
                link: `https://docs.meilisearch.com/errors#${code}`,
              };
            }
            task.duration = `PT${((performance.now() - started) / 1000).toFixed(6)}S`;
            task.finishedAt = new Date().toISOString();
            resolve();
          }),
        ),
    );
    return { taskUid: task.uid, indexUid, status: 'enqueued' as const, type, enqueuedAt: task.enqueuedAt };
  }

  /** Creates an index (task-time), as Meilisearch does implicitly for settings and documents. */
  ensureIndex(uid: string, primaryKey: string | null = null): IndexState {
    let index = this.indexes.get(uid);
    if (!index) {
      const now = new Date().toISOString();
      index = {
        uid,
        primaryKey,
        createdAt: now,
        updatedAt: now,
        settings: { ...DEFAULT_SETTINGS },
        docs: new Map(),
        engine: null,
      };
      this.indexes.set(uid, index);
    }
    return index;
  }

  /** Marks an index changed: its engine index is rebuilt on the next search. */
  touch(index: IndexState): void {
    index.engine = null;
    index.updatedAt = new Date().toISOString();
  }

  /** The index's embedded-engine index over its documents (built on first search after a change). */
  engineOf(index: IndexState): SearchIndex {
    if (!index.engine) {
      // in primary-key order, as the embedded backend loads D1 (`ORDER BY id`): ties rank alike
      const key = index.primaryKey ?? 'id';
      const docs = [...index.docs.values()].sort((a, b) => {
        const x = a[key] as number | string;
        const y = b[key] as number | string;
        return x < y ? -1 : x > y ? 1 : 0;
      });
      index.engine = new SearchIndex(docs, {
        primaryKey: index.primaryKey ?? 'id',
        ...index.settings,
      });
    }
    return index.engine;
  }
}
