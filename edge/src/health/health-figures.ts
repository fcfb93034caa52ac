import type { RemoteName } from '@forecourt/contracts';

/**
 * Reading the recorded health back (render-health.ts writes it): per version of a remote over a time
 * window, renders, fallbacks by kind and the render-time p95. Two sources answer the same SQL shape:
 * the local D1 table (the edge's cron with its binding, the ops CLI through wrangler) and Workers
 * Analytics Engine's SQL API (analytics-sql.ts) in deployed environments.
 */
export type HealthFigures = {
  renders: number;
  fallbacks: { error: number; timeout: number; 'bad-response': number };
  /** Render time p95 in ms over every render (a fallback counts with the time it took); null: no renders. */
  p95Ms: number | null;
};
export type HealthWindow = { fromMs: number; toMs: number };
export type HealthSource = {
  /** Where the figures come from (printed by `ops routing status`). */
  where: string;
  figures(remote: RemoteName, versions: readonly string[], window: HealthWindow): Promise<Map<string, HealthFigures>>;
};

export const NO_RENDERS: HealthFigures = {
  renders: 0,
  fallbacks: { error: 0, timeout: 0, 'bad-response': 0 },
  p95Ms: null,
};

export const fallbackCount = (f: HealthFigures) =>
  f.fallbacks.error + f.fallbacks.timeout + f.fallbacks['bad-response'];
export const fallbackRate = (f: HealthFigures) => (f.renders === 0 ? 0 : fallbackCount(f) / f.renders);

/** A SQL string literal. Every value reaching one is a remote name or a semver already checked; quoting is belt and braces. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The rows both SQL sources answer: version, renders, error, timeout, bad_response, p95 (numbers may come as strings). */
export function figuresFromRows(rows: readonly Record<string, unknown>[]): Map<string, HealthFigures> {
  const out = new Map<string, HealthFigures>();
  for (const row of rows) {
    const n = (key: string) => Number(row[key] ?? 0) || 0;
    const p95 = row.p95 === null || row.p95 === undefined || Number.isNaN(Number(row.p95)) ? null : Number(row.p95);
    out.set(String(row.version), {
      renders: n('renders'),
      fallbacks: { error: n('error'), timeout: n('timeout'), 'bad-response': n('bad_response') },
      p95Ms: n('renders') > 0 ? p95 : null,
    });
  }
  return out;
}

/**
 * The local sink's query (SQLite/D1): nearest-rank p95, the ceil(0.95 n)-th smallest render time, with
 * a window function so one statement answers every version. Values are inlined (wrangler's
 * `d1 execute --command` takes no parameters).
 */
export function localHealthSql(remote: RemoteName, versions: readonly string[], w: HealthWindow): string {
  return `WITH w AS (
  SELECT version, outcome, ms,
    ROW_NUMBER() OVER (PARTITION BY version ORDER BY ms) AS rn,
    COUNT(*) OVER (PARTITION BY version) AS n
  FROM remote_health
  WHERE remote = ${sqlText(remote)} AND version IN (${versions.map(sqlText).join(', ')})
    AND at >= ${Math.floor(w.fromMs)} AND at < ${Math.ceil(w.toMs)}
)
SELECT version, MAX(n) AS renders,
  SUM(outcome = 'error') AS error, SUM(outcome = 'timeout') AS timeout, SUM(outcome = 'bad-response') AS bad_response,
  MIN(CASE WHEN rn >= (n * 95 + 99) / 100 THEN ms END) AS p95
FROM w GROUP BY version`;
}
