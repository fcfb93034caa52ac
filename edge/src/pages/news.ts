import { NEWS_PAGE_SIZE, type NewsPost, NewsPostSchema, type SiteConfig } from '@forecourt/contracts';
import * as z from 'zod';

const Row = z.object({ doc: z.string() });
const Count = z.object({ n: z.number() });

/** A stored post, or null (logged) when its row fails the schema: a broken row never becomes a 500. */
function parsePost(site: SiteConfig, row: unknown): NewsPost | null {
  let doc: unknown = null;
  try {
    doc = JSON.parse(Row.parse(row).doc);
  } catch {
    // not JSON: fails the schema below and is logged there
  }
  const post = NewsPostSchema.safeParse(doc);
  if (post.success) return post.data;
  console.error(`[data] a news post of ${site.slug} is invalid; left out`, post.error.issues.slice(0, 3));
  return null;
}

export type NewsIndex = { posts: NewsPost[]; page: number; pages: number };

/**
 * One page of the site's news index, newest first (`?page=` from 1; served by the (site, published)
 * index). Null when the page is past the last one (404), except page 1 of an empty blog.
 */
export async function loadNewsIndex(db: D1Database, site: SiteConfig, url: URL): Promise<NewsIndex | null> {
  const raw = url.searchParams.get('page') ?? '1';
  if (!/^[1-9]\d{0,3}$/.test(raw)) return null;
  const page = Number(raw);
  const [rows, total] = await db.batch([
    db
      .prepare('SELECT doc FROM news_posts WHERE site_slug = ? ORDER BY published DESC, slug LIMIT ? OFFSET ?')
      .bind(site.slug, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE),
    db.prepare('SELECT count(*) AS n FROM news_posts WHERE site_slug = ?').bind(site.slug),
  ]);
  const pages = Math.max(1, Math.ceil(Count.parse(total?.results[0]).n / NEWS_PAGE_SIZE));
  if (page > pages) return null;
  const posts = (rows?.results ?? []).map((row) => parsePost(site, row)).filter((p): p is NewsPost => p !== null);
  return { posts, page, pages };
}

/** The post a /news/{slug} path names, or null (404). */
export async function loadNewsPost(db: D1Database, site: SiteConfig, slug: string): Promise<NewsPost | null> {
  const row = await db
    .prepare('SELECT doc FROM news_posts WHERE site_slug = ? AND slug = ?')
    .bind(site.slug, slug)
    .first();
  return row ? parsePost(site, row) : null;
}
