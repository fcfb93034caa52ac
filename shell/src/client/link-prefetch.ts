import { prefetchableLink } from '@forecourt/contracts';

/**
 * For browsers without Speculation Rules (the head's rule set does this natively elsewhere): a link the
 * pointer rests on for 65 ms, or a finger touches, is prefetched once with <link rel="prefetch">, by
 * the same choice of links (contracts prefetchableLink). Loaded as its own chunk, only by such browsers,
 * and started by loading it (the shell's entry pays only for the import).
 */
function prefetchOnHover(doc: Document): void {
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (a: HTMLAnchorElement) => {
    const url = new URL(a.href, doc.baseURI);
    url.hash = '';
    if (done.has(url.href) || a.target === '_blank' || a.hasAttribute('download') || 'noPrefetch' in a.dataset) return;
    if (!prefetchableLink(url, location.origin)) return;
    done.add(url.href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = url.href;
    doc.head.append(link);
  };
  const anchor = (e: Event) => (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  doc.addEventListener('pointerover', (e) => {
    const a = anchor(e);
    clearTimeout(timer);
    if (a) timer = setTimeout(() => prefetch(a), 65);
  });
  doc.addEventListener(
    'touchstart',
    (e) => {
      const a = anchor(e);
      if (a) prefetch(a);
    },
    { passive: true },
  );
}

prefetchOnHover(document);
