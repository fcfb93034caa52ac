/**
 * Hydration on the shopper's first intent (issue 36). A remote marks its fragment's root
 * `data-fc-hydrate="intent"` when its server HTML works as it is (links are real links, forms plain
 * GETs, hearts the shell's) and React only adds behaviour. The shell then leaves React DOM unevaluated
 * until the shopper first reaches the fragment — a pointer or finger on it, focus, a key — or scrolls
 * the page: a phone that only looks at the first screen never pays for React (~250 ms of main-thread
 * work at 4× CPU on /search). Scrolling counts because on a phone it comes before the first tap, so
 * the fragment is usually hydrated by then. As Angular's "hydrate on interaction" does, a click, change
 * or submit on a control before hydration has finished is held and replayed once it has.
 */

import { fragmentRoot } from './manifest.js';

export const INTENT_ATTR = 'data-fc-hydrate';

/** Whether a fragment element's root asks to hydrate on intent. */
export const hydratesOnIntent = (el: Element): boolean => fragmentRoot(el)?.getAttribute(INTENT_ATTR) === 'intent';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;
/**
 * What a click on it does needs the fragment's code (a link, or a submit button's native GET, does not;
 * nor a heart in server markup, which the shell wires itself: favourite-buttons.ts).
 */
const SCRIPTED_CONTROL =
  'button:not([type="submit"]):not([data-fc-favourite]), [role="button"]:not([href]), input[type="checkbox"], input[type="radio"]';

/**
 * Runs `hydrate` once, on the first intent in `el` or the first scroll of the page; until it has
 * settled, clicks on scripted controls, changes and submits inside `el` are held, then replayed in order.
 */
export function hydrateOnIntent(el: HTMLElement, hydrate: () => Promise<void>, win: Window = window): void {
  let started = false;
  const held: (() => void)[] = [];
  const options = { capture: true, passive: true } as const;
  const capture = { capture: true } as const;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, options);
    win.removeEventListener('scroll', start, options);
    // A failed hydration (logged by hydrate.ts) replays too: a held submit then goes as the plain GET it is.
    const replay = () => {
      el.removeEventListener('click', hold, capture);
      el.removeEventListener('change', hold, capture);
      el.removeEventListener('submit', hold, capture);
      for (const run of held.splice(0)) run();
    };
    void hydrate().then(replay, replay);
  };
  const hold = (event: Event) => {
    const target = event.target as Element;
    const replay = replayOf(event, target);
    if (!replay) return;
    // Nothing else sees it now; the hydrated fragment gets it again.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(replay);
    start();
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, options);
  win.addEventListener('scroll', start, options);
  el.addEventListener('click', hold, capture);
  el.addEventListener('change', hold, capture);
  el.addEventListener('submit', hold, capture);
}

function replayOf(event: Event, target: Element): (() => void) | null {
  if (event.type === 'submit') {
    const form = target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    return () => form.requestSubmit(submitter && form.contains(submitter) ? (submitter as HTMLButtonElement) : null);
  }
  if (event.type === 'change') {
    // The control keeps its new value; the hydrated handler reads it from the replayed event.
    return () => target.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const control = target.closest<HTMLElement>(SCRIPTED_CONTROL);
  if (!control) return null;
  return () => control.click();
}
