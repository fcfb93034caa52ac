import type { SiteConfig } from './site-config.schema.js';

/**
 * The site's icon: its own favicon, else its logo thumbnail, else its logo. The document head links
 * it, and the edge answers /favicon.ico with a redirect to it (browsers and crawlers ask for
 * /favicon.ico on any document without an icon link, e.g. a JSON or PDF response).
 * @example siteIcon(site) // '/media/logos/harbourside.svg'
 */
export function siteIcon(site: Pick<SiteConfig, 'favicon_url' | 'logo'>): string {
  return site.favicon_url ?? site.logo.thumb ?? site.logo.url;
}
