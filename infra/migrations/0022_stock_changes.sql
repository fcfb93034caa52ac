-- Forecourt D1 schema, part 22: a car that stops being offered stops everywhere within seconds (issue 34).
--
-- stock_changes: every change to a car's AVAILABILITY (insert, delete, status, shown on the website, sold,
-- reserved, reservable, or the dealership it belongs to) appends a row through the triggers below — by a
-- reservation, the dashboard sync, a stock feed import or plain SQL. The edge reads it two ways
-- (edge/src/search/live-availability.ts, docs/ARCHITECTURE-NOTES.md "Availability"):
--   - a site's availability version = MAX(seq) over its dealerships: part of the HTML cache key of every
--     page that shows stock, so a new version is a cache miss in every data centre and every isolate;
--   - the rows of the last minutes: the changed cars' availability laid over any search answer's hits
--     (embedded index between its refreshes, Meilisearch between its syncs).
-- Why D1 and not KV or a cache purge: KV takes ~60 s to propagate, the Cache API purges one data centre.
-- Old rows are swept by the cron (the newest row of each dealership stays, so a version never goes back).
CREATE TABLE IF NOT EXISTS stock_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  dealership_id INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  -- seconds since the epoch
  changed_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX IF NOT EXISTS idx_stock_changes_dealership_seq ON stock_changes (dealership_id, seq);

CREATE TRIGGER IF NOT EXISTS cars_stock_change_insert AFTER INSERT ON cars
BEGIN
  INSERT INTO stock_changes (dealership_id, car_id) VALUES (NEW.dealership_id, NEW.id);
END;

CREATE TRIGGER IF NOT EXISTS cars_stock_change_update AFTER UPDATE ON cars
WHEN OLD.status IS NOT NEW.status
  OR OLD.show_on_dealer_website IS NOT NEW.show_on_dealer_website
  OR OLD.dealership_id IS NOT NEW.dealership_id
  OR OLD.id IS NOT NEW.id
  OR json_extract(OLD.doc, '$.sold') IS NOT json_extract(NEW.doc, '$.sold')
  OR json_extract(OLD.doc, '$.reserved') IS NOT json_extract(NEW.doc, '$.reserved')
  OR json_extract(OLD.doc, '$.reservable') IS NOT json_extract(NEW.doc, '$.reservable')
  OR json_extract(OLD.doc, '$.status') IS NOT json_extract(NEW.doc, '$.status')
BEGIN
  INSERT INTO stock_changes (dealership_id, car_id) VALUES (NEW.dealership_id, NEW.id);
  INSERT INTO stock_changes (dealership_id, car_id)
    SELECT OLD.dealership_id, OLD.id WHERE OLD.dealership_id <> NEW.dealership_id OR OLD.id <> NEW.id;
END;

CREATE TRIGGER IF NOT EXISTS cars_stock_change_delete AFTER DELETE ON cars
BEGIN
  INSERT INTO stock_changes (dealership_id, car_id) VALUES (OLD.dealership_id, OLD.id);
END;

-- The shopper's reservation confirmation email (edge/src/checkout/confirmation-email.ts): its outbox row,
-- set in the same batch that writes it, so a replayed webhook never sends a second one.
ALTER TABLE checkout_holds ADD COLUMN confirmation_email_id INTEGER;
