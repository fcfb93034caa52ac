import { esc } from '@forecourt/shell/server';

/**
 * Markup sent in place of a fragment whose remote failed. The shell client then renders the
 * fragment client-side (mode 'render' in the manifest); without JavaScript, or if the remote's
 * client cannot load either, the visitor sees this notice and the rest of the page works.
 */
export function fallbackMarkup(remote: string): string {
  return `<div class="fc-fragment-error" role="status" data-fallback="${esc(remote)}"><p>This part of the page is taking longer than usual to load. Please refresh the page in a moment.</p></div>`;
}
