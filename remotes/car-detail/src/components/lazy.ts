import { LAZY_LOAD_MARGIN } from '@forecourt/contracts';

type Observer = Pick<IntersectionObserver, 'observe' | 'disconnect'>;
type ObserverClass = new (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => Observer;

/**
 * Calls `onVisible` once, when `el` comes within LAZY_LOAD_MARGIN (SPEC §9: 200px) of the viewport.
 * Without IntersectionObserver it calls it at once (the image then loads like any other). Returns the
 * clean-up for an effect.
 */
export function whenNearViewport(
  el: Element,
  onVisible: () => void,
  IO: ObserverClass | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!IO) {
    onVisible();
    return () => {};
  }
  const observer = new IO(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    },
    { rootMargin: LAZY_LOAD_MARGIN },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
