import { linkKind } from './link-kind.js';

/** SPEC §2: /pages/ is always stripped from these paths. */
export const PAGES_ALWAYS_STRIPPED = [
  'privacy-policy',
  'terms-and-conditions',
  'about-us',
  'vehicle-parts-and-accessories',
] as const;
/** SPEC §2: the placeholder replaced by the site's base domain in manufacturer dealer-site links. */
export const BASE_DOMAIN_PLACEHOLDER = '{base_domain}';

/** The site fields link rewriting needs (from SiteConfig). */
export type LinkSite = {
  uses_pages_path: boolean;
  features: { finance_pre_approval: boolean };
  link_rewrites: readonly { from: string; to: string }[];
  manufacturer_base_domain: string | null;
};

const splitPath = (href: string) => {
  const i = href.search(/[?#]/);
  return i >= 0 ? [href.slice(0, i), href.slice(i)] : [href, ''];
};
const matchesPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * SPEC §2 internal path rewriting: /pages/ stripped from privacy-policy, terms-and-conditions, about-us and
 * vehicle-parts-and-accessories, or from any path when the site does not use a pages path;
 * /finance-pre-approval → /finance where that feature is off; then the site's prefix rewrites
 * (e.g. /blog → /news). Query and hash are kept.
 *
 * @example
 * rewritePath('/pages/about-us', site); // '/about-us'
 * rewritePath('/blog/post-1?x=1', { ...site, link_rewrites: [{ from: '/blog', to: '/news' }] }); // '/news/post-1?x=1'
 */
export function rewritePath(href: string, site: Omit<LinkSite, 'manufacturer_base_domain'>): string {
  let [path, rest] = splitPath(href) as [string, string];
  const pages = /^\/pages\/([^/]+)(.*)$/.exec(path);
  if (pages && (!site.uses_pages_path || (PAGES_ALWAYS_STRIPPED as readonly string[]).includes(pages[1] as string))) {
    path = `/${pages[1]}${pages[2]}`;
  }
  if (!site.features.finance_pre_approval && matchesPrefix(path, '/finance-pre-approval')) {
    path = `/finance${path.slice('/finance-pre-approval'.length)}`;
  }
  for (const { from, to } of site.link_rewrites) {
    if (matchesPrefix(path, from)) {
      path = `${to}${path.slice(from.length)}`;
      break;
    }
  }
  return path + rest;
}

/**
 * SPEC §2: manufacturer dealer-site links get the site's base domain substituted for the placeholder.
 *
 * @example
 * substituteBaseDomain('https://dealer.{base_domain}/offers', 'toyota.com.au'); // 'https://dealer.toyota.com.au/offers'
 */
export function substituteBaseDomain(href: string, baseDomain: string | null): string {
  return baseDomain ? href.split(BASE_DOMAIN_PLACEHOLDER).join(baseDomain) : href;
}

/**
 * All SPEC §2 link handling for one href: base-domain substitution, then internal path rewriting.
 *
 * @example
 * rewriteHref('/finance-pre-approval', site); // '/finance' (feature off)
 */
export function rewriteHref(href: string, site: LinkSite): string {
  const substituted = substituteBaseDomain(href, site.manufacturer_base_domain);
  return linkKind(substituted) === 'internal' && substituted.startsWith('/')
    ? rewritePath(substituted, site)
    : substituted;
}
