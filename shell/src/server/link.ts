import { linkAttributes, rewriteHref, type SiteConfig } from '@forecourt/contracts';
import { esc } from './html.js';

/**
 * An anchor following SPEC §2 link handling: the site's rewrites and base-domain substitution are
 * applied to the href, and external links open in a new tab (tel:, mailto: and maps stay plain).
 * @example renderLink(site, '/blog', 'News') === '<a href="/news">News</a>' // with /blog → /news
 */
export function renderLink(site: SiteConfig, href: string, label: string, className?: string): string {
  const target = rewriteHref(href, site);
  const attrs = linkAttributes(target);
  const extra = `${attrs.target ? ` target="${attrs.target}"` : ''}${attrs.rel ? ` rel="${esc(attrs.rel)}"` : ''}`;
  const cls = className ? ` class="${esc(className)}"` : '';
  return `<a${cls} href="${esc(target)}"${extra}>${esc(label)}</a>`;
}
