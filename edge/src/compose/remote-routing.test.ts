import { DEPLOYMENTS_KEY, ROUTING_KEY, type RoutingTable } from '@forecourt/contracts';
import { describe, expect, it, vi } from 'vitest';
import { countingKv, fakeRemote } from '../../test-support/fake-remotes.js';
import type { Env } from '../env.js';
import { bindingForVersion, readRoutingState, routeRemote } from './remote-routing.js';

const table = (over: Partial<RoutingTable> = {}): RoutingTable => ({
  revision: 1,
  defaults: { content: '1.1.0' },
  overrides: {},
  history: [],
  ...over,
});
const a = fakeRemote('content', '1.1.0').binding;
const b = fakeRemote('content', '1.0.0').binding;
const env = { CONTENT_A: a, CONTENT_B: b } as unknown as Env;
const deployments = { content: { a: '1.1.0', b: '1.0.0' } };

describe('routeRemote', () => {
  it("routes a dealer to its override's slot, everyone else to the default's", () => {
    const state = { table: table({ overrides: { pinned: { content: '1.0.0' } } }), deployments };
    expect(routeRemote(env, state, 'pinned', 'content')).toEqual({ remote: 'content', version: '1.0.0', binding: b });
    expect(routeRemote(env, state, 'other', 'content')).toEqual({ remote: 'content', version: '1.1.0', binding: a });
  });

  it('a dealer pinned to a version no slot runs gets the default version (logged once per isolate), not nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = { table: table({ overrides: { pinned: { content: '7.7.7' } } }), deployments };
    expect(routeRemote(env, state, 'pinned', 'content')).toEqual({ remote: 'content', version: '1.1.0', binding: a });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('serving the default 1.1.0'));
    // Every request of that dealer takes this path until KV catches up: one line, not one per request.
    for (let i = 0; i < 5; i++) routeRemote(env, state, 'pinned', 'content');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('null when neither the routed nor the default version runs, or the remote has no version at all', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const none = {
      table: table({ defaults: { content: '8.8.8' }, overrides: { pinned: { content: '7.7.7' } } }),
      deployments,
    };
    expect(routeRemote(env, none, 'pinned', 'content')).toBeNull();
    expect(routeRemote(env, { table: table({ defaults: {} }), deployments }, 'x', 'content')).toBeNull();
    // a slot the edge has no binding for is as good as none
    expect(routeRemote({} as Env, { table: table(), deployments }, 'x', 'content')).toBeNull();
    error.mockRestore();
  });

  it('bindingForVersion finds the slot that runs a version (client files), null otherwise', () => {
    const state = { table: table(), deployments };
    expect(bindingForVersion(env, state, 'content', '1.0.0')).toBe(b);
    expect(bindingForVersion(env, state, 'content', '3.0.0')).toBeNull();
  });
});

describe('readRoutingState', () => {
  it('reads routing and deployments once each, parsed; invalid KV values give an empty state (logged)', async () => {
    const { kv, reads } = countingKv({ [ROUTING_KEY]: table({ revision: 42 }), [DEPLOYMENTS_KEY]: deployments });
    const state = await readRoutingState(kv, 0);
    expect(state.table.revision).toBe(42);
    expect(state.deployments).toEqual(deployments);
    expect(reads).toEqual({ [ROUTING_KEY]: 1, [DEPLOYMENTS_KEY]: 1 });

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = countingKv({ [ROUTING_KEY]: '{"revision":"nope"}', [DEPLOYMENTS_KEY]: deployments });
    expect((await readRoutingState(broken.kv, 0)).table.defaults).toEqual({});
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
