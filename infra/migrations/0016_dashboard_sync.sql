-- Forecourt D1 schema, part 16: the dealer dashboard sync (edge/src/dashboard/).
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
