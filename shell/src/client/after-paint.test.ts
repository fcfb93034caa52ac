import { expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint.js';

it('runs the work after a frame and a task, once, or at once when the page is left', () => {
  vi.useFakeTimers();
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  const page = new EventTarget();
  const ran: string[] = [];
  afterNextPaint(() => ran.push('painted'), page as unknown as Window);
  vi.runAllTimers();
  expect(ran).toEqual([]); // nothing before the frame
  frames.shift()!();
  expect(ran).toEqual([]); // the frame paints first
  vi.runAllTimers();
  expect(ran).toEqual(['painted']);
  page.dispatchEvent(new Event('pagehide'));
  expect(ran).toEqual(['painted']); // once

  afterNextPaint(() => ran.push('left'), page as unknown as Window);
  page.dispatchEvent(new Event('pagehide')); // a navigation before the frame: not lost
  expect(ran).toEqual(['painted', 'left']);
  frames.shift()!();
  vi.runAllTimers();
  expect(ran).toEqual(['painted', 'left']);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
