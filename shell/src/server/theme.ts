import { type SiteConfig, siteTheme } from '@forecourt/contracts';

/**
 * Base styles of the frame and the shared design tokens every remote uses (as CSS custom
 * properties). Inlined in <head> so the first paint needs no extra request. Breakpoints follow
 * SPEC §9 (sm 576, md 768, lg 992).
 */
const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1d21;background:#f6f7f9;line-height:1.5}
a{color:var(--fc-link)}
img{max-width:100%;height:auto}
.fc-sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.fc-skip{position:absolute;left:-9999px}.fc-skip:focus{left:8px;top:8px;z-index:100;background:#fff;padding:8px}
/* The skip link's target takes focus (tabindex -1) without a ring around the whole page. */
.fc-main:focus{outline:none}
.fc-container{max-width:1240px;margin:0 auto;padding:0 16px}
.fc-header{background:var(--fc-header-bg);color:var(--fc-header-text)}
.fc-header a{color:inherit;text-decoration:none}
.fc-header__bar{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:64px;flex-wrap:wrap}
.fc-brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.15rem}
.fc-brand img{height:40px;width:40px}
.fc-nav{border-top:1px solid rgba(255,255,255,.14)}
.fc-nav ul{list-style:none;margin:0;padding:0}.fc-nav .fc-container>ul{display:flex;flex-wrap:wrap;gap:2px;padding:4px 0}
.fc-nav li{position:relative}
.fc-nav a,.fc-nav summary{display:block;padding:8px 10px;border-radius:6px;cursor:pointer;font-size:.95rem}
.fc-nav a:hover,.fc-nav a:focus-visible,.fc-nav summary:hover{background:rgba(255,255,255,.12)}
.fc-nav details>ul{position:absolute;z-index:20;min-width:220px;list-style:none;margin:0;padding:6px;background:#fff;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.fc-nav details>ul a{color:#1a1d21}
.fc-nav details>ul a:hover{background:#eef1f5}
.fc-nav summary{list-style:none}.fc-nav summary::-webkit-details-marker{display:none}
.fc-nav summary::after{content:" ▾";font-size:.8em}
.fc-cta,.fc-cta__buttons{display:flex;gap:8px;align-items:center}
.fc-saved{position:relative}.fc-saved[hidden]{display:block;visibility:hidden}
.fc-saved summary{list-style:none;cursor:pointer;padding:9px 12px;border-radius:8px;border:1px solid currentColor;font-weight:600;font-size:.95rem}
.fc-saved summary::-webkit-details-marker{display:none}
.fc-saved__count{display:inline-block;min-width:1.4em;padding:0 5px;margin-left:2px;border-radius:999px;background:var(--fc-accent);color:var(--fc-accent-contrast);text-align:center;font-size:.8rem}
.fc-saved__panel{position:absolute;right:0;z-index:30;width:300px;max-width:90vw;margin-top:6px;padding:8px;background:#fff;color:#1a1d21;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.fc-saved__all{display:block;padding:10px 8px;font-weight:600}
.fc-saved__panel ul{list-style:none;margin:0;padding:0}.fc-saved__panel li{display:flex;gap:8px;align-items:center;padding:4px}
.fc-saved__panel img{width:64px;height:44px;object-fit:cover;border-radius:4px}
.fc-saved__panel a{color:#1a1d21!important}.fc-saved__panel a:hover{text-decoration:underline}
.fc-saved__empty{margin:4px;font-size:.9rem}
.fc-btn{display:inline-block;padding:10px 16px;border-radius:8px;border:0;background:var(--fc-primary);color:var(--fc-primary-contrast)!important;font-weight:600;text-decoration:none;cursor:pointer;font-size:.95rem}
.fc-btn--accent{background:var(--fc-accent);color:var(--fc-accent-contrast)!important}
.fc-btn--ghost{background:transparent;border:1px solid currentColor;color:inherit!important}
.fc-main{min-height:60vh}
.fc-footer{background:#111418;color:#c9d0d8;margin-top:48px;padding:40px 0 24px;font-size:.92rem}
.fc-footer a{color:#e6ebf0;text-decoration:none}
.fc-footer a:hover{text-decoration:underline}
.fc-footer__groups{display:grid;grid-template-columns:repeat(auto-fit,minmax(170px,1fr));gap:24px}
.fc-footer h2{font-size:1rem;color:#fff;margin:0 0 8px}
.fc-footer ul{list-style:none;margin:0;padding:0}
.fc-footer li{margin:4px 0}
@media (max-width:767.98px){.fc-footer li{margin:0}.fc-footer a{display:inline-flex;align-items:center;min-height:44px}}
.fc-payments{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:24px 0 0;padding:0;list-style:none}
.fc-payments li{display:block;width:48px;height:32px}
.fc-pay-logo{display:block;width:48px;height:32px}
.fc-legal{margin-top:24px;border-top:1px solid #2a3038;padding-top:16px;display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px}
.fc-fragment-error{padding:24px;border:1px dashed #c33;border-radius:8px;background:#fff5f5;margin:24px 0}
.fc-page-message{padding:64px 0;text-align:center}
.fc-page-message h1{font-size:2rem;margin:0 0 8px}
.fc-btn--light{background:#fff;color:var(--fc-primary)!important}
.fc-menu-btn,.fc-nav .fc-nav__close,.fc-nav__buttons{display:none}
@media (max-width:767.98px){
.fc-header__bar{flex-wrap:nowrap;gap:8px;min-height:56px}
.fc-brand{flex:1;min-width:0;font-size:.95rem;line-height:1.2}.fc-brand span{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fc-cta__buttons{display:none}
.fc-saved summary,.fc-menu-btn{padding:7px 10px;font-size:.9rem}
.fc-menu-btn{display:inline-block;border:1px solid currentColor;border-radius:8px;font-weight:600;white-space:nowrap}
.fc-nav{display:none;position:fixed;inset:0;z-index:60;border:0;background:rgba(0,0,0,.5)}
.fc-nav:target,.fc-nav.is-open{display:block}
html.fc-menu-open{overflow:hidden}
.fc-nav__panel{position:absolute;top:0;right:0;bottom:0;width:min(86vw,360px);padding:12px 16px 24px;overflow-y:auto;background:var(--fc-header-bg);color:var(--fc-header-text);box-shadow:-8px 0 24px rgba(0,0,0,.25)}
.fc-nav .fc-nav__panel>ul{display:block;padding:8px 0}
.fc-nav a,.fc-nav summary{padding:10px 8px;font-size:1rem}
.fc-nav details>ul{position:static;box-shadow:none;margin:0 0 6px 8px}
.fc-nav .fc-nav__close{display:block;width:fit-content;margin-left:auto;border:1px solid currentColor}
.fc-nav__buttons{display:flex;flex-direction:column;gap:8px;padding-top:8px}.fc-nav__buttons .fc-btn{text-align:center}
}
/* The narrowest phones (320 px): the dealer's name stays whole (up to three lines) beside the buttons. */
@media (max-width:359.98px){.fc-brand{gap:6px;font-size:.8rem}.fc-brand span{-webkit-line-clamp:3}.fc-brand img{height:32px;width:32px}}
@media (max-width:429.98px){.fc-saved__word{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}
`;

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Black or white, whichever reads better on `hex`, so a dealer's accent colour never gives unreadable
 * button text. @example readableTextOn('#f5a300') === '#111111'
 */
export function readableTextOn(hex: string): '#111111' | '#ffffff' {
  return contrastRatio('#ffffff', hex) >= contrastRatio('#111111', hex) ? '#ffffff' : '#111111';
}

/** The page background (body) every text colour of the theme is checked against. */
export const PAGE_BACKGROUND = '#f6f7f9';

/**
 * `hex` darkened just enough to read as text on the page background (4.5:1, WCAG 1.4.3), so a
 * brand red such as #eb0a1e (4.26:1) stays recognisably the brand's for links and headings.
 * @example readableColourOn('#eb0a1e') === '#e20a1d'
 */
export function readableColourOn(hex: string, background = PAGE_BACKGROUND, min = 4.5): string {
  let colour = hex.toLowerCase();
  for (let k = 0.98; contrastRatio(colour, background) < min && k > 0; k -= 0.02) {
    colour = `#${[1, 3, 5]
      .map((i) =>
        Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * k)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return colour;
}

/** CSS custom properties of the site's theme (per template colours from configuration). */
export function themeCss(site: Pick<SiteConfig, 'theme' | 'template'>): string {
  const t = siteTheme(site);
  return `:root{--fc-primary:${t.primary};--fc-primary-contrast:${t.primary_contrast};--fc-accent:${t.accent};--fc-accent-contrast:${readableTextOn(t.accent)};--fc-header-bg:${t.header_bg};--fc-header-text:${t.header_text};--fc-link:${readableColourOn(t.primary)}}`;
}

/** The whole inline stylesheet of the frame. */
export function frameCss(site: Pick<SiteConfig, 'theme' | 'template'>): string {
  return themeCss(site) + BASE_CSS.replace(/\n/g, '');
}
