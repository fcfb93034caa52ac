-- The parts, offers and categories search indexes (SPEC §7), one table each. doc is the document JSON
-- (contracts search/catalogue-documents.ts), parsed on read; dealership_id is what the search scope
-- filters on (a site reads only its own dealerships' rows).
CREATE TABLE IF NOT EXISTS parts (
  id TEXT PRIMARY KEY,
  dealership_id INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_parts_dealership ON parts (dealership_id);
CREATE TABLE IF NOT EXISTS offers (
  id TEXT PRIMARY KEY,
  dealership_id INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_offers_dealership ON offers (dealership_id);
CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  dealership_id INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_categories_dealership ON categories (dealership_id);
