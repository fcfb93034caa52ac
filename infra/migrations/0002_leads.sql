-- Forecourt D1 schema, part 2: leads, their files, delivery attempts, analytics events, rate limits.
-- A lead belongs to one site (site_slug); updating it needs the capability token returned at creation
-- (only its SHA-256 is stored). The full enriched lead JSON is `doc`.

CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  site_slug TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  -- client-chosen key of the create request: a retried create returns the same lead
  idempotency_key TEXT,
  lead_status TEXT NOT NULL,
  form_completed INTEGER NOT NULL DEFAULT 0 CHECK (form_completed IN (0, 1)),
  category TEXT,
  has_files INTEGER NOT NULL DEFAULT 0,
  -- none | pending | delivered | failed (delivery to the dealer through the lead queue)
  delivery_status TEXT NOT NULL DEFAULT 'none',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  doc TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS idx_leads_idempotency ON leads (site_slug, idempotency_key);
CREATE INDEX IF NOT EXISTS idx_leads_site_created ON leads (site_slug, created_at);
CREATE INDEX IF NOT EXISTS idx_leads_delivery ON leads (delivery_status);

CREATE TABLE IF NOT EXISTS lead_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  r2_key TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_lead_files_lead ON lead_files (lead_id);

-- every delivery attempt: outcome ok | error, the destination's HTTP status or the error text
CREATE TABLE IF NOT EXISTS lead_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  destination TEXT NOT NULL,
  outcome TEXT NOT NULL,
  http_status INTEGER,
  error TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_lead_deliveries_lead ON lead_deliveries (lead_id);

-- SPEC §3 analytics event (category is the SPEC §9 event id)
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_slug TEXT NOT NULL,
  category INTEGER NOT NULL,
  url TEXT NOT NULL,
  lead_id TEXT,
  anon_id TEXT,
  session_id TEXT,
  error_message TEXT,
  event_properties TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_events_site_category ON events (site_slug, category);

-- fixed-window counters (per site + client + window)
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
