import { esc } from '@forecourt/shell/server';

/**
 * The page behind a notice email's "stop these emails" link. Opening the link changes nothing (mail
 * scanners open links): the page asks, and its button (a POST, as RFC 8058 one-click clients send)
 * switches the notices off.
 */
export type UnsubscribeState = 'confirm' | 'done' | 'invalid';

export function unsubscribePage(siteName: string, state: UnsubscribeState, action: string): string {
  const body =
    state === 'confirm'
      ? `<h1>Stop watchlist emails?</h1><p>You will no longer get price-drop and back-in-stock emails from ${esc(siteName)}. Your watchlist stays as it is.</p><form method="post" action="${esc(action)}"><button type="submit">Stop these emails</button></form>`
      : state === 'done'
        ? `<h1>You will get no more watchlist emails</h1><p>${esc(siteName)} will not email you about the cars on your watchlist again.</p><p><a href="/">Back to ${esc(siteName)}</a></p>`
        : `<h1>This link does not work</h1><p>It may be incomplete. Copy the whole link from the email, or sign in to your garage.</p><p><a href="/">Back to ${esc(siteName)}</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Watchlist emails · ${esc(siteName)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;min-height:44px;padding:0 1.25rem;border:0;border-radius:6px;background:#1a1a1a;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}a{color:#0b57d0}</style></head><body><main>${body}</main></body></html>`;
}
