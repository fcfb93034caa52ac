import { describe, expect, it } from 'vitest';
import { createGate, DEFAULT_TRANSFORMS_IN_FLIGHT, transformsInFlight } from './transform-gate.js';

describe('transform gate (issue 30 item 9)', () => {
  it('admits at most `max` transforms at once; a release frees one place, once', () => {
    const gate = createGate();
    const first = gate.acquire(2);
    const second = gate.acquire(2);
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(gate.acquire(2)).toBeNull();
    first?.();
    first?.(); // a second release changes nothing
    expect(gate.inFlight()).toBe(1);
    expect(gate.acquire(2)).toBeTypeOf('function');
    expect(gate.acquire(2)).toBeNull();
  });

  it('reads IMAGE_TRANSFORMS_IN_FLIGHT, falling back to the default for anything but a positive integer', () => {
    expect(transformsInFlight('5')).toBe(5);
    for (const raw of [undefined, '0', '-1', '1.5', 'x', ''])
      expect(transformsInFlight(raw)).toBe(DEFAULT_TRANSFORMS_IN_FLIGHT);
  });
});
