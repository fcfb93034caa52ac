import { esc } from '@forecourt/shell/server';

/**
 * Markup sent in place of a fragment whose remote failed. The page carries nothing of the fragment's
 * input: the shell client asks the edge for the fragment again (GET /_fragment/{id}) and swaps it in;
 * if that fails too it shows the Try again button (hidden until then: without JavaScript it could do
 * nothing, and the noscript line says what to do instead). The rest of the page works either way.
 */
export function fallbackMarkup(remote: string): string {
  return `<div class="fc-fragment-error" role="status" data-fallback="${esc(remote)}"><p>This part of the page is taking longer than usual to load.</p><noscript><p>Please refresh the page in a moment.</p></noscript><button type="button" class="fc-btn" data-fc-retry hidden>Try again</button></div>`;
}
