-- Forecourt D1 schema, part 23: a site's search index is rebuilt only when its stock changed (issue 37).
--
-- stock_versions: one counter per dealership, raised by ANY change to one of its cars (insert, delete,
-- price, text, photos — unlike stock_changes, which logs availability only). The embedded search backend
-- reads the sum over a site's dealerships before its periodic reload (edge/src/search/stock-version.ts)
-- and keeps its index when the sum has not moved: an isolate holding hundreds of quiet dealers' indexes
-- no longer re-reads and re-parses every car of each one every minute.
CREATE TABLE IF NOT EXISTS stock_versions (
  dealership_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);

CREATE TRIGGER IF NOT EXISTS cars_stock_version_insert AFTER INSERT ON cars
BEGIN
  INSERT INTO stock_versions (dealership_id, version) VALUES (NEW.dealership_id, 1)
    ON CONFLICT (dealership_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS cars_stock_version_update AFTER UPDATE ON cars
BEGIN
  INSERT INTO stock_versions (dealership_id, version) VALUES (NEW.dealership_id, 1)
    ON CONFLICT (dealership_id) DO UPDATE SET version = version + 1;
  INSERT INTO stock_versions (dealership_id, version)
    SELECT OLD.dealership_id, 1 WHERE OLD.dealership_id <> NEW.dealership_id
    ON CONFLICT (dealership_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS cars_stock_version_delete AFTER DELETE ON cars
BEGIN
  INSERT INTO stock_versions (dealership_id, version) VALUES (OLD.dealership_id, 1)
    ON CONFLICT (dealership_id) DO UPDATE SET version = version + 1;
END;
