import {
  type HeadTag,
  hasSiteTags,
  SITE_TAGS_ELEMENT_ID,
  type SiteConfig,
  siteIcon,
  siteTags,
  siteTheme,
  speculationRules,
} from '@forecourt/contracts';
import { esc, jsonForScript } from './html.js';
import { frameCss } from './theme.js';

export type DocumentHeadInput = {
  site: SiteConfig;
  /** Canonical URL of this page (absolute, on the site's production URL). */
  canonicalUrl: string;
  /** Page title; the site name is appended. */
  title: string;
  description?: string;
  /** Extra tags computed before streaming (e.g. from the page plan's data). */
  tags?: HeadTag[];
  /** Stylesheets of the remote versions this page uses, linked. */
  stylesheets?: string[];
  /** Stylesheets of remote versions written into the head (no render-blocking request), in that place. */
  inlineStyles?: string[];
  /**
   * The page's import map (shell/build/vendor-entry.mjs: the shared specifiers → the shell's vendor
   * module), written before any module is fetched; the page policy allows it by its hash.
   */
  importMap?: string;
  /** Module preloads (shell bootstrap) so the browser fetches them while HTML streams. */
  modulePreloads?: string[];
};

/**
 * The text of the head's Speculation Rules set (SPEC §2 client routing: the browser prefetches
 * same-site links on hover; contracts speculationRules). The same on every page, so the page policy
 * allows it by hash: with the import map's hash in script-src, Chromium no longer honours
 * 'inline-speculation-rules' alone.
 */
export const SPECULATION_RULES_SCRIPT = jsonForScript(speculationRules());

/** Renders one HeadTag. @example renderHeadTag({tag:'title', text:'Hi'}) === '<title>Hi</title>' */
export function renderHeadTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${esc(tag.text)}</title>`;
    case 'meta':
      return `<meta${attrs(tag.attrs)}>`;
    case 'link':
      return `<link${attrs(tag.attrs)}>`;
    case 'script:ld+json':
      return `<script type="application/ld+json">${jsonForScript(tag.json)}</script>`;
  }
}

function attrs(a: Record<string, string>): string {
  return Object.entries(a)
    .map(([k, v]) => ` ${esc(k)}="${esc(v)}"`)
    .join('');
}

/** `<!doctype html>` through `</head>`: everything the browser needs before the first fragment. */
export function renderDocumentHead(input: DocumentHeadInput): string {
  const { site } = input;
  const fullTitle = input.title ? `${input.title} | ${site.name}` : site.name;
  const description = input.description || site.description || `${site.name} — new, used and demo vehicles.`;
  const lang = site.locale;
  const icon = siteIcon(site);
  const parts = [
    `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${esc(fullTitle)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="${esc(input.canonicalUrl)}">`,
    `<link rel="icon" href="${esc(icon)}">`,
    `<meta name="theme-color" content="${esc(siteTheme(site).header_bg)}">`,
    `<meta property="og:site_name" content="${esc(site.name)}">`,
    `<meta property="og:title" content="${esc(fullTitle)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(input.canonicalUrl)}">`,
  ];
  if (site.google_site_verification) {
    parts.push(`<meta name="google-site-verification" content="${esc(site.google_site_verification)}">`);
  }
  // The import map must precede every module fetch (modulepreload included) to resolve its imports.
  if (input.importMap) parts.push(`<script type="importmap">${input.importMap}</script>`);
  // The site's analytics tags for the shell's deferred loader (a data block; nothing loads them before first use).
  const tags = siteTags(site.analytics);
  if (hasSiteTags(tags))
    parts.push(`<script type="application/json" id="${SITE_TAGS_ELEMENT_ID}">${jsonForScript(tags)}</script>`);
  for (const href of input.modulePreloads ?? []) parts.push(`<link rel="modulepreload" href="${esc(href)}">`);
  for (const href of input.stylesheets ?? []) parts.push(`<link rel="stylesheet" href="${esc(href)}">`);
  for (const css of input.inlineStyles ?? []) parts.push(`<style>${css}</style>`);
  for (const tag of input.tags ?? []) parts.push(renderHeadTag(tag));
  parts.push(`<script type="speculationrules">${SPECULATION_RULES_SCRIPT}</script>`);
  parts.push(`<style>${frameCss(site)}</style></head>`);
  return parts.join('');
}
