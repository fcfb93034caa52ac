-- Forecourt D1 schema, part 8: keeping Meilisearch fresh (edge/src/search/sync.ts, infra/search/README.md).
-- Every change to a car (insert, update, delete — by the seed, an API or plain SQL) appends the car's id to
-- search_outbox through the triggers below; the sync pushes the current D1 row of each logged id to
-- Meilisearch (or deletes its document when the row is gone) in batches, and only after Meilisearch
-- accepted a batch moves the watermark to the batch's last seq and drops those outbox rows.
--
-- Why a change log instead of an updated_at column: seq comes from AUTOINCREMENT, so it only grows and never
-- ties, whatever the clocks do (a timestamp watermark can skip a change written in the same millisecond, or
-- under a clock that steps back); and a deleted car leaves its id in the log, which a column on the deleted
-- row cannot. changed_at is for people (how old the oldest unsynced change is), never compared by the sync.
-- (0003, reserved for search in 0004, stays unused: migrations apply in number order, and this came last.)

CREATE TABLE IF NOT EXISTS search_outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  car_id INTEGER NOT NULL,
  -- seconds since the epoch
  changed_at INTEGER NOT NULL DEFAULT (unixepoch())
);

-- One row per search index kept in sync from D1 (today only `cars`).
--   watermark     last search_outbox.seq whose change Meilisearch accepted (task succeeded)
--   full_needed   1: a full pass is due — every car pushed, then documents of ids not in D1 deleted (first run;
--                 `search:sync --full`; the index was missing; the outbox was dropped with no Meilisearch configured)
--   full_upto     the outbox seq a full pass in progress covers (the watermark once it completes)
--   full_cursor   the last car id that pass pushed: the pass resumes after it in the next run
--   settings      digest of the index settings last applied (contracts SEARCH_INDEX_SETTINGS): re-applied on change
--   synced_at     ms since the epoch of the last batch Meilisearch accepted
--   lease_token, lease_until (ms)   the run holding the sync; another run (cron, CLI) waits for the next turn
CREATE TABLE IF NOT EXISTS search_sync_state (
  index_uid TEXT PRIMARY KEY,
  watermark INTEGER NOT NULL DEFAULT 0,
  full_needed INTEGER NOT NULL DEFAULT 1 CHECK (full_needed IN (0, 1)),
  full_upto INTEGER,
  full_cursor INTEGER,
  settings TEXT,
  synced_at INTEGER,
  lease_token TEXT,
  lease_until INTEGER
);
-- Cars that exist before this migration reach Meilisearch through the first (full) run.
INSERT OR IGNORE INTO search_sync_state (index_uid) VALUES ('cars');

CREATE TRIGGER IF NOT EXISTS cars_search_outbox_insert AFTER INSERT ON cars
BEGIN
  INSERT INTO search_outbox (car_id) VALUES (NEW.id);
END;

CREATE TRIGGER IF NOT EXISTS cars_search_outbox_update AFTER UPDATE ON cars
BEGIN
  INSERT INTO search_outbox (car_id) VALUES (NEW.id);
  INSERT INTO search_outbox (car_id) SELECT OLD.id WHERE OLD.id <> NEW.id;
END;

CREATE TRIGGER IF NOT EXISTS cars_search_outbox_delete AFTER DELETE ON cars
BEGIN
  INSERT INTO search_outbox (car_id) VALUES (OLD.id);
END;

-- A car's document carries its dealership's name (dealership_name): a renamed, added or removed dealership
-- changes the documents of its cars.
CREATE TRIGGER IF NOT EXISTS dealerships_search_outbox_insert AFTER INSERT ON dealerships
BEGIN
  INSERT INTO search_outbox (car_id) SELECT id FROM cars WHERE dealership_id = NEW.id;
END;

CREATE TRIGGER IF NOT EXISTS dealerships_search_outbox_update AFTER UPDATE OF id, name ON dealerships
BEGIN
  INSERT INTO search_outbox (car_id) SELECT id FROM cars WHERE dealership_id IN (OLD.id, NEW.id);
END;

CREATE TRIGGER IF NOT EXISTS dealerships_search_outbox_delete AFTER DELETE ON dealerships
BEGIN
  INSERT INTO search_outbox (car_id) SELECT id FROM cars WHERE dealership_id = OLD.id;
END;
