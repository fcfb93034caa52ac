-- The catalogue feed (edge/src/catalogue, docs/STOCK-FEEDS.md "Parts, offers and categories"): per site
-- and index, the signed timestamp of the last feed applied. A feed is applied only when its timestamp is
-- newer (a replayed or out-of-order feed changes nothing), checked inside the write's own transaction.
CREATE TABLE IF NOT EXISTS catalogue_feeds (
  site_slug TEXT NOT NULL,
  index_uid TEXT NOT NULL,
  applied_at INTEGER NOT NULL,
  documents INTEGER NOT NULL,
  PRIMARY KEY (site_slug, index_uid)
);
