import { describe, expect, it } from 'vitest';
import { createGate } from './transform-gate.js';

describe('transform gate (issue 30 item 9)', () => {
  it('one transform at a time; after one of d ms the next waits d × pauseRatio (capped); the rest are turned away', () => {
    let t = 0;
    const gate = createGate(() => t);
    const first = gate.acquire();
    expect(first).toBeTypeOf('function');
    expect(gate.acquire()).toBeNull(); // one runs
    t = 400;
    first?.();
    first?.(); // a second release changes nothing
    expect(gate.acquire()).toBeNull(); // the pause: 400 ms
    t = 799;
    expect(gate.free()).toBe(false);
    t = 800;
    const second = gate.acquire();
    expect(second).toBeTypeOf('function');
    t = 800 + 5000; // a very slow one
    second?.();
    t += 1999;
    expect(gate.acquire()).toBeNull();
    t += 1; // the pause is capped at maxPauseMs
    expect(gate.acquire()).toBeTypeOf('function');
  });
});
