-- Forecourt D1 schema, part 7: LOCAL DEVELOPMENT ONLY — what the demo dealers' lead delivery destination
-- received (edge/src/leads/local-sink.ts; written only when the edge runs with LOCAL_LEAD_SINK=true, as
-- `npm start` and the e2e server do). One row per delivery request: its URL, Idempotency-Key (the lead
-- id), content type (application/json for a webhook, application/xml for ADF) and body.

CREATE TABLE IF NOT EXISTS local_lead_sink (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url TEXT NOT NULL,
  idempotency_key TEXT,
  content_type TEXT,
  body TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_local_lead_sink_key ON local_lead_sink (idempotency_key);
