import { describe, expect, it } from 'vitest';
import type { RoutingTable } from './routing.schema.js';
import { diffRouting } from './routing-diff.js';

const t = (defaults: RoutingTable['defaults'], overrides: RoutingTable['overrides']): RoutingTable => ({
  revision: 1,
  defaults,
  overrides,
  history: [],
});

describe('diffRouting', () => {
  it('lists default and override changes, added, removed and changed', () => {
    const before = t({ content: '1.0.0', search: '1.0.0' }, { a: { content: '1.1.0' }, b: { forms: '1.0.0' } });
    const after = t({ content: '1.1.0', search: '1.0.0' }, { a: { content: '1.2.0' }, c: { forms: '2.0.0' } });
    expect(diffRouting(before, after)).toEqual([
      '~ default content: 1.0.0 -> 1.1.0',
      '~ a content: 1.1.0 -> 1.2.0',
      '- b forms: 1.0.0 (back to the default)',
      '+ c forms: 2.0.0',
    ]);
  });

  it('is empty when only the revision or history differ', () => {
    const a = t({ content: '1.0.0' }, {});
    expect(
      diffRouting(a, { ...a, revision: 9, history: [{ slug: 'x', remote: 'content', from: null, to: null, at: '' }] }),
    ).toEqual([]);
  });
});
