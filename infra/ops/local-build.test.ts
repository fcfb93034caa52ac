import type { RoutingTable } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { planLocalBuild } from './local-build.js';

const table = (defaults: RoutingTable['defaults'], overrides: RoutingTable['overrides'] = {}): RoutingTable => ({
  revision: 3,
  defaults,
  overrides,
  history: [],
});

describe('planLocalBuild (where `pnpm build` / `npm start` puts a remote)', () => {
  it('a fresh clone builds into slot a; the same version is rebuilt where it runs', () => {
    expect(planLocalBuild('content', '1.0.0', {}, table({}))).toMatchObject({ slot: 'a' });
    expect(planLocalBuild('content', '1.1.0', { a: '1.0.0', b: '1.1.0' }, table({ content: '1.1.0' }))).toMatchObject({
      slot: 'b',
      why: expect.stringMatching(/rebuilt in place/),
    });
  });

  it('a bumped version never replaces the default: it goes into the other slot', () => {
    expect(planLocalBuild('car-detail', '1.1.0', { a: '1.0.0' }, table({ 'car-detail': '1.0.0' }))).toMatchObject({
      slot: 'b',
    });
    // b holds an older version nobody is routed to: replaced.
    expect(
      planLocalBuild('car-detail', '1.2.0', { a: '1.0.0', b: '1.1.0' }, table({ 'car-detail': '1.0.0' })),
    ).toMatchObject({ slot: 'b', why: 'replaces 1.1.0 (no dealer is routed to it)' });
    // the default moved to b: a is free again.
    expect(
      planLocalBuild('car-detail', '1.2.0', { a: '1.0.0', b: '1.1.0' }, table({ 'car-detail': '1.1.0' })),
    ).toMatchObject({ slot: 'a' });
  });

  it('with the default in one slot and a pin in the other, nothing is built and the reason names both', () => {
    const plan = planLocalBuild(
      'car-detail',
      '1.2.0',
      { a: '1.0.0', b: '1.1.0' },
      table({ 'car-detail': '1.0.0' }, { harbourside: { 'car-detail': '1.1.0' } }),
    );
    expect(plan).not.toHaveProperty('slot');
    expect(plan).toMatchObject({
      skip: expect.stringMatching(
        /slot a runs 1\.0\.0 \(the default\) and slot b runs 1\.1\.0 \(pinned: harbourside\)/,
      ),
    });
  });
});
