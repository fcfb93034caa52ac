-- Information pages of each site (About Us, Car Care, legal pages …): the site's own text, one row
-- per site and page. doc is the InfoPage JSON (contracts pages/info-page.schema.ts), parsed on read.
CREATE TABLE IF NOT EXISTS info_pages (
  site_slug TEXT NOT NULL,
  slug TEXT NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (site_slug, slug)
);
