import { esc } from '@forecourt/shell/server';
import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { latestEmails } from './store.js';

/**
 * GET /_dev/outbox — local development only (LOCAL_OUTBOX_PAGE=true, set by serve.sh): the newest
 * outbox messages, so a developer can read a sign-in code that no provider sends locally. 404 anywhere
 * the flag is not set.
 */
export const outboxPage = new Hono<AppContext>();

outboxPage.get('/_dev/outbox', async (c) => {
  if (!__LOCAL_CODE__ || c.env.LOCAL_OUTBOX_PAGE !== 'true') return c.text('Not found', 404);
  const rows = await latestEmails(c.env.DB);
  const items = rows
    .map(
      (m) =>
        `<li data-to="${esc(m.to_email)}" data-site="${esc(m.site_slug)}" data-kind="${esc(m.kind)}"><h2>${esc(m.subject)}</h2><p>To ${esc(m.to_email)} · ${esc(m.site_slug)} · ${esc(m.created_at)} · ${m.sent_at ? `sent ${esc(m.sent_at)}` : 'not sent (no provider locally)'}</p><pre>${esc(m.body)}</pre></li>`,
    )
    .join('');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title></head><body><main><h1>Local outbox (${rows.length})</h1><ol>${items}</ol></main></body></html>`,
  );
});
