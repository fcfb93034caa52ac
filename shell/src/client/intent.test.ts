import { expect, it } from 'vitest';
import { hydrateOnIntent } from './intent.js';

/**
 * A fragment element as intent.ts uses it: an EventTarget whose events all come from one target,
 * `closest` answering for the control under the pointer (null: plain text or a link).
 */
function fragment() {
  const el = new EventTarget() as EventTarget & { closest: (s: string) => unknown };
  let control: { click: () => void } | null = null;
  const target = { closest: () => control, dispatchEvent: (e: Event) => el.dispatchEvent(e) };
  const fire = (event: Event) => {
    Object.defineProperty(event, 'target', { value: target });
    el.dispatchEvent(event);
    return event;
  };
  return { el, fire, on: (c: typeof control) => (control = c) };
}

function later() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

it('hydrates once, on the first intent in the fragment or the first scroll of the page', async () => {
  const f = fragment();
  const win = new EventTarget() as unknown as Window;
  let runs = 0;
  hydrateOnIntent(f.el as unknown as HTMLElement, async () => void runs++, win);
  expect(runs).toBe(0);
  win.dispatchEvent(new Event('scroll'));
  f.fire(new Event('pointerdown'));
  f.fire(new Event('focusin'));
  await tick();
  expect(runs).toBe(1);
});

it('holds a click on a scripted control until hydrated, then replays it once; a link click goes through', async () => {
  const f = fragment();
  const gate = later();
  hydrateOnIntent(f.el as unknown as HTMLElement, () => gate.promise, new EventTarget() as unknown as Window);
  let clicks = 0;
  f.on({ click: () => clicks++ });
  const held = f.fire(new Event('click', { cancelable: true }));
  expect(held.defaultPrevented).toBe(true);
  f.on(null);
  const link = f.fire(new Event('click', { cancelable: true }));
  expect(link.defaultPrevented).toBe(false);
  expect(clicks).toBe(0);
  gate.resolve();
  await tick();
  expect(clicks).toBe(1);
  // Hydrated: nothing is held any more.
  f.on({ click: () => clicks++ });
  expect(f.fire(new Event('click', { cancelable: true })).defaultPrevented).toBe(false);
});

it('replays a change as a new change event, and a submit through requestSubmit, after a failed hydration too', async () => {
  const f = fragment();
  const seen: string[] = [];
  hydrateOnIntent(
    f.el as unknown as HTMLElement,
    () => {
      seen.push('hydrate');
      return Promise.reject(new Error('module refused'));
    },
    new EventTarget() as unknown as Window,
  );
  f.el.addEventListener('change', () => seen.push('change seen'));
  const change = f.fire(new Event('change', { cancelable: true }));
  expect(change.defaultPrevented).toBe(true);
  const submit = new Event('submit', { cancelable: true });
  Object.defineProperty(submit, 'target', {
    value: { requestSubmit: () => seen.push('requestSubmit'), contains: () => false },
  });
  f.el.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(seen).toEqual(['hydrate']);
  await tick();
  await tick();
  expect(seen).toEqual(['hydrate', 'change seen', 'requestSubmit']);
});
