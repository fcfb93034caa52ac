import { remoteAssetBase } from '@forecourt/contracts';
import type { RoutedRemote } from './remote-routing.js';

/**
 * A remote version's stylesheet, written into the page's head instead of linked: a linked stylesheet is
 * the one render-blocking request of a page (Lighthouse's slow 4G: a round trip and more before first
 * paint). Remote stylesheets are a few KB (search 7.7 KB, 2.3 KB gzip) and a version's never changes, so
 * each isolate reads it once over the remote's binding and keeps it.
 *
 * A stylesheet is linked as before when it is not (yet) in hand within INLINE_WAIT_MS (the head leaves
 * early whatever the remote does), is larger than MAX_INLINE_CSS_BYTES, or has `url(` or `@import` (they
 * would resolve against the page, not the remote's asset base).
 */
export const MAX_INLINE_CSS_BYTES = 32 * 1024;
export const INLINE_WAIT_MS = 50;
/** Versions × remotes an isolate sees are few; the bound is for a runaway rollout loop. */
const MEMO_LIMIT = 64;

const memo = new Map<string, Promise<string | null>>();

export type RemoteStyles = { inline: string[]; links: string[] };

/** The stylesheets of the page's remotes: the text of those in hand, the URL of the others. */
export async function remoteStyles(remotes: RoutedRemote[], waitMs = INLINE_WAIT_MS): Promise<RemoteStyles> {
  const late = Symbol('late');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), waitMs);
  });
  try {
    const texts = await Promise.all(remotes.map((r) => Promise.race([stylesheetText(r), deadline])));
    const styles: RemoteStyles = { inline: [], links: [] };
    for (const [i, text] of texts.entries()) {
      const r = remotes[i] as RoutedRemote;
      if (typeof text === 'string') styles.inline.push(text);
      else styles.links.push(stylesheetUrl(r));
    }
    return styles;
  } finally {
    clearTimeout(timer);
  }
}

const stylesheetUrl = (r: RoutedRemote) => `${remoteAssetBase(r.remote, r.version)}style.css`;

/** The version's stylesheet if it may be inlined, else null; fetched once per isolate (a failure is retried). */
function stylesheetText(r: RoutedRemote): Promise<string | null> {
  const key = `${r.remote}@${r.version}`;
  const known = memo.get(key);
  if (known) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const read = (async () => {
    try {
      // The remote serves its build by path; identity, so the text is CSS and not gzip bytes.
      const res = await r.binding.fetch(
        new Request(`https://remote.internal${stylesheetUrl(r)}`, { headers: { 'accept-encoding': 'identity' } }),
      );
      if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/css')) {
        if (res.status >= 500) memo.delete(key);
        await res.body?.cancel();
        return null;
      }
      return inlinable(await res.text());
    } catch {
      memo.delete(key);
      return null;
    }
  })();
  memo.set(key, read);
  return read;
}

/** CSS that may be written into a `<style>` of the page as it is. */
export function inlinable(css: string): string | null {
  if (new TextEncoder().encode(css).byteLength > MAX_INLINE_CSS_BYTES) return null;
  if (/url\(|@import|<\/style/i.test(css)) return null;
  return css;
}
