-- News (blog) posts of sites with `blogs` on, newest first by published date. doc is the NewsPost JSON
-- (contracts pages/news-post.schema.ts), parsed on read.
CREATE TABLE IF NOT EXISTS news_posts (
  site_slug TEXT NOT NULL,
  slug TEXT NOT NULL,
  published TEXT NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (site_slug, slug)
);
CREATE INDEX IF NOT EXISTS idx_news_posts_site_published ON news_posts (site_slug, published DESC);
