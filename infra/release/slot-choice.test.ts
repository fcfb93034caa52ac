import type { RoutingTable } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { chooseSlot, dealersOnSlot } from './slot-choice.js';

const table = (defaults: RoutingTable['defaults'], overrides: RoutingTable['overrides'] = {}): RoutingTable => ({
  revision: 1,
  defaults,
  overrides,
  history: [],
});

describe('chooseSlot', () => {
  it('takes the slot that does not run the default', () => {
    expect(chooseSlot(table({ content: '1.0.0' }), { content: { a: '1.0.0', b: '0.9.0' } }, 'content')).toBe('b');
    expect(chooseSlot(table({ content: '1.1.0' }), { content: { a: '1.0.0', b: '1.1.0' } }, 'content')).toBe('a');
  });

  it('first release (no default, or a default no slot runs): slot a', () => {
    expect(chooseSlot(table({}), {}, 'search')).toBe('a');
    expect(chooseSlot(table({ search: '2.0.0' }), { search: { b: '1.0.0' } }, 'search')).toBe('a');
  });
});

describe('dealersOnSlot', () => {
  it('names dealers pinned to the version the slot runs', () => {
    const t = table({ content: '1.0.0' }, { a: { content: '0.9.0' }, b: { content: '1.0.0' }, c: { search: '0.9.0' } });
    expect(dealersOnSlot(t, { content: { a: '1.0.0', b: '0.9.0' } }, 'content', 'b')).toEqual(['a']);
    expect(dealersOnSlot(t, { content: { a: '1.0.0' } }, 'content', 'b')).toEqual([]);
  });
});
