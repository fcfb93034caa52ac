-- Forecourt D1 schema, part 4: trade-in valuations (SPEC §3 Valuation inputs, §7 POST/PUT /api/valuations).
-- A valuation belongs to one site; updating it needs the capability token returned at creation (only
-- its SHA-256 is stored). 0003 is reserved for search.

CREATE TABLE IF NOT EXISTS valuations (
  id TEXT PRIMARY KEY,
  site_slug TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  rego TEXT NOT NULL,
  rego_state TEXT NOT NULL,
  vehicle TEXT NOT NULL,
  adjustments TEXT NOT NULL,
  offer INTEGER NOT NULL,
  offer_rejected INTEGER NOT NULL DEFAULT 0 CHECK (offer_rejected IN (0, 1)),
  lead_id TEXT,
  car_id TEXT,
  dealership_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_valuations_site_created ON valuations (site_slug, created_at);
