import { esc } from './html.js';

/** Body of a full-page message (404, 503 …) inside the frame. */
export function renderPageMessage(heading: string, text: string, link?: { href: string; label: string }): string {
  const a = link ? `<p><a class="fc-btn" href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return `<div class="fc-container fc-page-message"><h1>${esc(heading)}</h1><p>${esc(text)}</p>${a}</div>`;
}
