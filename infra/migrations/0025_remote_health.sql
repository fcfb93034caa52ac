-- Local sink of remote render health (edge/src/health/render-health.ts): one row per fragment render.
-- Deployed environments write Workers Analytics Engine instead; this table stays empty there.
CREATE TABLE IF NOT EXISTS remote_health (
  at INTEGER NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  dealer TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'error', 'timeout', 'bad-response')),
  ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS remote_health_version_at ON remote_health (remote, version, at);
