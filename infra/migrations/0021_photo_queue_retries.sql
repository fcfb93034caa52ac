-- Forecourt D1 schema, part 21: the photo pipeline (issue 19) works the stock_photo_queue of migration 0016
-- (edge/src/media/photo-queue.ts, on the cron): each queued photo is fetched from the dealer's host,
-- checked, stored in R2 under its site and set on its car. A failure is retried with backoff, then
-- the row is marked 'failed'.
--   attempts         fetches tried so far
--   next_attempt_at  seconds since the epoch; the row is not tried before then (0 = now)
--   last_error       why the last attempt failed (for ops; never shown to shoppers)
--   stored_src       '/media/photos/…' once done: the src the car's photo now has
ALTER TABLE stock_photo_queue ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stock_photo_queue ADD COLUMN next_attempt_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stock_photo_queue ADD COLUMN last_error TEXT;
ALTER TABLE stock_photo_queue ADD COLUMN stored_src TEXT;
CREATE INDEX IF NOT EXISTS idx_stock_photo_queue_due ON stock_photo_queue (status, next_attempt_at, id);
