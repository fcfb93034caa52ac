-- Open roles of a site, listed at /current-positions until they close. doc is the JobPosition JSON
-- (contracts pages/job-position.schema.ts), parsed on read; closes is NULL for "open until filled".
CREATE TABLE IF NOT EXISTS job_positions (
  site_slug TEXT NOT NULL,
  slug TEXT NOT NULL,
  posted TEXT NOT NULL,
  closes TEXT,
  doc TEXT NOT NULL,
  PRIMARY KEY (site_slug, slug)
);
CREATE INDEX IF NOT EXISTS idx_job_positions_site_posted ON job_positions (site_slug, posted DESC);
