/** How a link is rendered (SPEC §2 Link handling). */
export type LinkKind = 'internal' | 'plain' | 'external';

/** Maps hosts whose links are plain anchors. */
const MAPS_URL =
  /^https?:\/\/(?:(?:www\.)?google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|maps\.app\.goo\.gl|goo\.gl\/maps|maps\.apple\.com)(?:[/?#]|$)/i;

/**
 * SPEC §2: internal paths beginning with a single slash or # use client routing; tel:, mailto: and maps
 * links are plain anchors; everything else is external.
 *
 * @example
 * linkKind('/search'); // 'internal'
 * linkKind('//cdn.example.com/x'); // 'external'
 * linkKind('tel:0298765432'); // 'plain'
 */
export function linkKind(href: string): LinkKind {
  const h = href.trim();
  if (h.startsWith('#') || (h.startsWith('/') && !h.startsWith('//'))) return 'internal';
  if (/^(?:tel|mailto|maps|geo):/i.test(h) || MAPS_URL.test(h)) return 'plain';
  return 'external';
}

/** Anchor attributes for a link. */
export type LinkAttributes = { clientRouting: boolean; target?: '_blank'; rel?: string };

/**
 * SPEC §2: anchor attributes — client routing for internal links, a new tab for external ones.
 *
 * @example
 * linkAttributes('https://example.com'); // { clientRouting: false, target: '_blank', rel: 'noopener noreferrer' }
 */
export function linkAttributes(href: string): LinkAttributes {
  const kind = linkKind(href);
  if (kind === 'internal') return { clientRouting: true };
  if (kind === 'plain') return { clientRouting: false };
  return { clientRouting: false, target: '_blank', rel: 'noopener noreferrer' };
}
