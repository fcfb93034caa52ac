import { DEFERRED_TAG_LOAD_MS, type SiteTags, TAG_SCRIPT_URLS } from '@forecourt/contracts';

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: FacebookQueue;
  _fbq?: FacebookQueue;
};
type FacebookQueue = ((...args: unknown[]) => void) & {
  queue: unknown[][];
  push: FacebookQueue;
  loaded: boolean;
  version: string;
  callMethod?: (...args: unknown[]) => void;
};

/** Adds one async provider script (created by this module: the page policy has no inline script). */
function addScript(doc: Document, src: string): void {
  const s = doc.createElement('script');
  s.async = true;
  s.src = src;
  doc.head.append(s);
}

/**
 * Loads the site's tags (SPEC §3 analytics): GTM's container, gtag.js configured with every GA id, and
 * the Facebook pixel — each as its provider documents it, with the queue stubs its script picks up.
 */
export function loadTags(w: TagWindow, tags: SiteTags): void {
  const doc = w.document;
  w.dataLayer ??= [];
  const dataLayer = w.dataLayer;
  if (tags.gtm) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(doc, TAG_SCRIPT_URLS.gtm + encodeURIComponent(tags.gtm));
  }
  const [firstGa] = tags.ga;
  if (firstGa) {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js's documented queue shape
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    for (const id of tags.ga) w.gtag('config', id);
    addScript(doc, TAG_SCRIPT_URLS.gtag + encodeURIComponent(firstGa));
  }
  if (tags.fb && !w.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as FacebookQueue;
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' });
    w.fbq = fbq;
    w._fbq = fbq;
    fbq('init', tags.fb);
    fbq('track', 'PageView');
    addScript(doc, TAG_SCRIPT_URLS.facebook);
  }
}

const FIRST_USE = ['scroll', 'pointerdown', 'click', 'touchstart', 'keydown'] as const;

/**
 * SPEC §4: tags load after the first scroll, click, touch or key press, or 3 s after the page started,
 * whichever comes first — once.
 */
export function deferTags(w: TagWindow, tags: SiteTags, load: (w: TagWindow, tags: SiteTags) => void = loadTags): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_USE) w.removeEventListener(type, go, true);
    load(w, tags);
  };
  for (const type of FIRST_USE) w.addEventListener(type, go, { capture: true, passive: true, once: true });
  w.setTimeout(go, Math.max(0, DEFERRED_TAG_LOAD_MS - w.performance.now()));
}
