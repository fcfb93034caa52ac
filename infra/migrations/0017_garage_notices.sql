-- Garage notices (issue 13): price-drop and back-in-stock emails for watchlisted cars, and the email
-- outbox's delivery by a provider (edge email/deliver.ts, garage/watch-notices.ts).

-- What the shopper last saw of each watched car (its price, status and website visibility when added or
-- last checked): a notice is sent when the car moves away from it (contracts garage/watch-notice.ts),
-- then these move to the car's state. NULL: not seen yet (no notice).
ALTER TABLE garage_watchlist ADD COLUMN seen_price REAL;
ALTER TABLE garage_watchlist ADD COLUMN seen_status TEXT;
ALTER TABLE garage_watchlist ADD COLUMN seen_shown INTEGER;
CREATE INDEX IF NOT EXISTS idx_garage_watchlist_car ON garage_watchlist (car_id);

-- notices 0: the shopper unsubscribed. origin: the site address they signed in at (links in emails).
-- unsubscribe_key: random, set with the first notice; it can only switch notices off.
ALTER TABLE garage_users ADD COLUMN notices INTEGER NOT NULL DEFAULT 1;
ALTER TABLE garage_users ADD COLUMN origin TEXT;
ALTER TABLE garage_users ADD COLUMN unsubscribe_key TEXT;

-- Watched cars whose price, status or visibility changed (or that were written again), for the cron's
-- notice pass. Only watched cars are logged, so the table stays as small as the change it carries.
CREATE TABLE IF NOT EXISTS garage_watch_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  car_id INTEGER NOT NULL
);
CREATE TRIGGER IF NOT EXISTS cars_watch_change_update AFTER UPDATE OF price, status, show_on_dealer_website ON cars
WHEN EXISTS (SELECT 1 FROM garage_watchlist WHERE car_id = NEW.id)
BEGIN
  INSERT INTO garage_watch_changes (car_id) VALUES (NEW.id);
END;
-- A feed that replaces rows (DELETE + INSERT) is seen through the insert.
CREATE TRIGGER IF NOT EXISTS cars_watch_change_insert AFTER INSERT ON cars
WHEN EXISTS (SELECT 1 FROM garage_watchlist WHERE car_id = NEW.id)
BEGIN
  INSERT INTO garage_watch_changes (car_id) VALUES (NEW.id);
END;

-- Delivery: a provider takes a message once it is due; failures back off (next_attempt_at, unix ms).
ALTER TABLE email_outbox ADD COLUMN next_attempt_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN provider_id TEXT;
ALTER TABLE email_outbox ADD COLUMN headers TEXT;
CREATE INDEX IF NOT EXISTS idx_email_outbox_due ON email_outbox (sent_at, next_attempt_at);
