/**
 * LOCAL DEVELOPMENT ONLY: the demo dealers' lead delivery destination (infra/demo/README.md).
 *
 * A destination URL on the reserved host LOCAL_LEAD_SINK_HOST (`lead-sink.localhost`, contracts) is not fetched over the network: with
 * LOCAL_LEAD_SINK=true (set by infra/scripts/serve.sh for `npm start` and the e2e server) the delivery's
 * request — the same method, headers and body a dealer's CRM would get — is recorded in the D1 table
 * local_lead_sink (migration 0007) and answered 200. Without the flag (production) such a destination
 * answers 503 "disabled": the attempt is recorded as failed and retried like any destination that is down,
 * so a misconfigured dealer never silently loses leads to a sink.
 */
import { LOCAL_LEAD_SINK_HOST } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { outboundFetch, outboundOptions } from '../security/outbound-fetch.js';

/** How a delivery sends its request: the network, or the local sink for its reserved host. */
export type Send = (request: Request) => Promise<Response>;

export function senderFor(env: Env, url: string): Send {
  // A dealer's destination: https, no internal target, redirects checked hop by hop (outbound-fetch.ts).
  if (new URL(url).hostname !== LOCAL_LEAD_SINK_HOST)
    return (request) => outboundFetch(request, {}, outboundOptions(env));
  if (!__LOCAL_CODE__ || env.LOCAL_LEAD_SINK !== 'true') {
    return async () => new Response(null, { status: 503, statusText: 'local lead sink disabled (LOCAL_LEAD_SINK)' });
  }
  return async (request) => {
    await env.DB.prepare(
      `INSERT INTO local_lead_sink (url, idempotency_key, content_type, body, received_at) VALUES (?, ?, ?, ?, ?)`,
    )
      .bind(
        request.url,
        request.headers.get('idempotency-key'),
        request.headers.get('content-type'),
        await request.text(),
        new Date().toISOString(),
      )
      .run();
    return new Response(null, { status: 200, statusText: 'OK' });
  };
}
