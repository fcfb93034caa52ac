-- Forecourt D1 schema, part 16: real data in (issue 19) — the dealer dashboard sync (edge/src/dashboard/)
-- and stock feed imports (infra/stock/).
--
-- dashboard_webhook_seen: the signature of every dashboard webhook accepted within the replay window
-- (edge/src/dashboard/webhook.ts). A signed body sent again is refused: the signature is already here.
-- Rows older than the window are swept (a replay that old already fails the timestamp check).
CREATE TABLE IF NOT EXISTS dashboard_webhook_seen (
  signature TEXT PRIMARY KEY,
  -- seconds since the epoch
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_dashboard_webhook_seen_received ON dashboard_webhook_seen (received_at);

-- One row per site the sync ran for: when, whether it worked and its report (for ops, never read by pages).
CREATE TABLE IF NOT EXISTS dashboard_sync_state (
  site_slug TEXT PRIMARY KEY,
  -- ms since the epoch
  synced_at INTEGER NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  report TEXT NOT NULL
);

-- Stock feed imports (infra/stock, `pnpm ops stock import`): each photo URL a feed lists for a car, queued
-- for the image pipeline (which fetches it into the image store and sets the car's images; not built yet).
-- One row per car and URL: importing the same feed again queues nothing new.
--   status  'queued' until the pipeline takes it ('done' / 'failed' are the pipeline's to write)
CREATE TABLE IF NOT EXISTS stock_photo_queue (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  car_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'done', 'failed')),
  -- seconds since the epoch
  queued_at INTEGER NOT NULL,
  UNIQUE (car_id, url)
);
CREATE INDEX IF NOT EXISTS idx_stock_photo_queue_status ON stock_photo_queue (status, id);
