import { figuresFromRows, type HealthSource, localHealthSql } from './health-figures.js';

/** The local sink through a D1 binding (the edge's cron). */
export function d1HealthSource(db: D1Database): HealthSource {
  return {
    where: 'local D1 remote_health',
    async figures(remote, versions, window) {
      if (versions.length === 0) return new Map();
      const { results } = await db.prepare(localHealthSql(remote, versions, window)).all<Record<string, unknown>>();
      return figuresFromRows(results);
    },
  };
}

/** Local samples older than this are deleted by the cron (the judge never looks back further). */
export const LOCAL_HEALTH_RETENTION_MS = 2 * 24 * 3600_000;
export const pruneLocalHealth = (db: D1Database, now: number) =>
  db
    .prepare('DELETE FROM remote_health WHERE at < ?')
    .bind(now - LOCAL_HEALTH_RETENTION_MS)
    .run();
