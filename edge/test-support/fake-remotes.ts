/**
 * Fakes for the composition core's unit tests: a remote binding (the RemoteRpc a slot Worker offers)
 * whose `render` answers as told, and a KV namespace that counts reads.
 */
import { FRAGMENT_CONTRACT_VERSION, type RemoteName } from '@forecourt/contracts';
import type { RemoteRpc } from '../src/env.js';

type Behaviour =
  | { kind: 'ok'; html?: string | ReadableStream<Uint8Array>; props?: Record<string, unknown>; version?: string }
  | { kind: 'throw' }
  | { kind: 'hang' }
  | { kind: 'raw'; value: unknown };

/** A fake slot binding of `remote` running `version`; `calls` records every render request. */
export function fakeRemote(remote: RemoteName, version: string, behaviour: Behaviour = { kind: 'ok' }) {
  const calls: unknown[] = [];
  const binding: RemoteRpc = {
    async render(request: unknown) {
      calls.push(request);
      if (behaviour.kind === 'throw') throw new Error('remote exploded');
      if (behaviour.kind === 'hang') return new Promise(() => {});
      if (behaviour.kind === 'raw') return behaviour.value as never;
      return {
        contract: FRAGMENT_CONTRACT_VERSION,
        remote,
        version: behaviour.version ?? version,
        html: behaviour.html ?? `<p>${remote} fragment</p>`,
        props: behaviour.props ?? { shown: true },
      };
    },
    version: async () => version,
    fetch: async () => new Response('client file'),
  };
  return { binding, calls };
}

/** A KV namespace over a plain object that counts `get` calls per key. */
export function countingKv(values: Record<string, unknown>) {
  const reads: Record<string, number> = {};
  const kv = {
    async get(key: string) {
      reads[key] = (reads[key] ?? 0) + 1;
      const value = values[key];
      return value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
    },
  } as unknown as KVNamespace;
  return { kv, reads };
}

/** A stream that sends `first`, then nothing more (never closes). */
export function stallingStream(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
  });
}
