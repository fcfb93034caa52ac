-- Forecourt D1 schema, part 1: stock, locations, reviews, dealerships.
-- Each row keeps the full validated JSON document (`doc`, parsed with its zod schema in
-- @forecourt/contracts when read) next to the columns the edge filters, sorts and joins on.
-- Later issues add their own migrations (leads, reservations, garage, events ...).

CREATE TABLE IF NOT EXISTS dealerships (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  -- the site (SiteConfig.slug) whose configuration lists this dealership
  site_slug TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_dealerships_slug ON dealerships (slug);
CREATE INDEX IF NOT EXISTS idx_dealerships_site_slug ON dealerships (site_slug);

CREATE TABLE IF NOT EXISTS cars (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  dealership_id INTEGER NOT NULL,
  location_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('in_stock', 'coming_soon', 'sold')),
  car_type TEXT NOT NULL CHECK (car_type IN ('new', 'used', 'demo')),
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  price REAL NOT NULL,
  km INTEGER NOT NULL,
  year INTEGER NOT NULL,
  -- seconds since the epoch (SPEC §4: sold window 259200 s)
  created_at_timestamp INTEGER NOT NULL,
  sold_date_timestamp INTEGER,
  show_on_dealer_website INTEGER NOT NULL DEFAULT 1 CHECK (show_on_dealer_website IN (0, 1)),
  custom_rank REAL NOT NULL DEFAULT 0,
  -- full Car JSON (CarSchema)
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_cars_dealership_id ON cars (dealership_id);
-- slug lookups use the UNIQUE constraint's index.
CREATE INDEX IF NOT EXISTS idx_cars_dealership_status ON cars (dealership_id, status, show_on_dealer_website);

CREATE TABLE IF NOT EXISTS locations (
  id INTEGER PRIMARY KEY,
  dealership_id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  -- full Location JSON (LocationSchema)
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_locations_dealership_id ON locations (dealership_id);
CREATE INDEX IF NOT EXISTS idx_locations_slug ON locations (slug);

CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  dealership_id INTEGER NOT NULL,
  rating REAL NOT NULL,
  -- ISO 8601 date-time, sortable as text
  review_date TEXT NOT NULL,
  -- full Review JSON (ReviewSchema)
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_reviews_dealership_date ON reviews (dealership_id, review_date DESC);
