import type { RemoteName } from '@forecourt/contracts';
import { figuresFromRows, type HealthSource, type HealthWindow, sqlText } from './health-figures.js';

/** Cloudflare's API base; tests and the ops CLI's tests point it at a local stand-in. */
export const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';

export type AnalyticsSqlConfig = {
  accountId: string;
  /** An API token with Account Analytics Read. */
  token: string;
  /** The Analytics Engine dataset the edge's REMOTE_HEALTH binding writes. */
  dataset: string;
  apiUrl?: string;
  fetch?: typeof fetch;
};

/**
 * The judge's figures from Workers Analytics Engine's SQL API (POST the query text to
 * /accounts/{id}/analytics_engine/sql with a bearer token). Analytics Engine samples at high volume:
 * every row carries _sample_interval, so counts are SUM(_sample_interval) and the p95 is weighted.
 */
export function analyticsHealthSql(dataset: string, remote: RemoteName, versions: readonly string[], w: HealthWindow) {
  const kind = (k: string) => `SUM(IF(blob4 = ${sqlText(k)}, _sample_interval, 0))`;
  if (!/^[A-Za-z0-9_]+$/.test(dataset)) throw new Error(`invalid Analytics Engine dataset name ${dataset}`);
  return `SELECT blob2 AS version, SUM(_sample_interval) AS renders,
  ${kind('error')} AS error, ${kind('timeout')} AS timeout, ${kind('bad-response')} AS bad_response,
  quantileExactWeighted(0.95)(double1, _sample_interval) AS p95
FROM ${dataset}
WHERE blob1 = ${sqlText(remote)} AND blob2 IN (${versions.map(sqlText).join(', ')})
  AND timestamp >= toDateTime(${Math.floor(w.fromMs / 1000)}) AND timestamp < toDateTime(${Math.ceil(w.toMs / 1000)})
GROUP BY version
FORMAT JSON`;
}

export function analyticsHealthSource(config: AnalyticsSqlConfig): HealthSource {
  const base = (config.apiUrl ?? CLOUDFLARE_API_URL).replace(/\/$/, '');
  const url = `${base}/accounts/${encodeURIComponent(config.accountId)}/analytics_engine/sql`;
  const call = config.fetch ?? fetch;
  return {
    where: `Analytics Engine dataset ${config.dataset}`,
    async figures(remote, versions, window) {
      if (versions.length === 0) return new Map();
      const res = await call(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'text/plain' },
        body: analyticsHealthSql(config.dataset, remote, versions, window),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`Analytics Engine SQL API answered ${res.status}: ${text.slice(0, 300)}`);
      const body = JSON.parse(text) as { data?: Record<string, unknown>[] };
      if (!Array.isArray(body.data)) throw new Error('Analytics Engine SQL API answered without data');
      return figuresFromRows(body.data);
    },
  };
}
