import {
  type InfoPage,
  InfoPageSchema,
  InfoPageSlugSchema,
  platformLegalPage,
  type SiteConfig,
} from '@forecourt/contracts';
import * as z from 'zod';

const Row = z.object({ doc: z.string() });

/**
 * The information page a path names (/about-us → about-us) as the site wrote it (D1 `info_pages`), or
 * the platform's legal text where the site has none; null when the site has no such page (404). A row
 * that fails InfoPageSchema is logged and treated as missing: a broken row never becomes a 500.
 */
export async function loadInfoPage(db: D1Database, site: SiteConfig, pathname: string): Promise<InfoPage | null> {
  const slug = InfoPageSlugSchema.safeParse(pathname.replace(/^\/+|\/+$/g, ''));
  if (!slug.success) return null;
  const row = await db
    .prepare('SELECT doc FROM info_pages WHERE site_slug = ? AND slug = ?')
    .bind(site.slug, slug.data)
    .first();
  if (row) {
    let doc: unknown = null;
    try {
      doc = JSON.parse(Row.parse(row).doc);
    } catch {
      // not JSON: fails the schema below and is logged there
    }
    const page = InfoPageSchema.safeParse(doc);
    if (page.success && page.data.slug === slug.data) return page.data;
    console.error(`[data] info page ${site.slug}/${slug.data} is invalid; treated as missing`, page.error?.issues);
  }
  return platformLegalPage(slug.data, site.name);
}
