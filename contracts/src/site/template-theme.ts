import type { SiteConfig, Template, Theme } from './site-config.schema.js';

/**
 * Each template's default colours (SPEC §4 shell: theme colours per template); a site's own
 * `theme` overrides them. Every pair keeps WCAG AA contrast for header text and buttons.
 */
export const TEMPLATE_THEMES: Readonly<Record<Template, Theme>> = Object.freeze({
  group: {
    primary: '#0b5394',
    primary_contrast: '#ffffff',
    accent: '#f0a202',
    header_bg: '#0a2540',
    header_text: '#ffffff',
  },
  brand: {
    primary: '#b3001b',
    primary_contrast: '#ffffff',
    accent: '#1f1f1f',
    header_bg: '#ffffff',
    header_text: '#1f1f1f',
  },
  standard: {
    primary: '#1d4e89',
    primary_contrast: '#ffffff',
    accent: '#e4572e',
    header_bg: '#12263a',
    header_text: '#ffffff',
  },
  powersport: {
    primary: '#c1121f',
    primary_contrast: '#ffffff',
    accent: '#ffb703',
    header_bg: '#111111',
    header_text: '#ffffff',
  },
  outdoor: {
    primary: '#2d6a4f',
    primary_contrast: '#ffffff',
    accent: '#dda15e',
    header_bg: '#1b4332',
    header_text: '#ffffff',
  },
  commercial: {
    primary: '#005f73',
    primary_contrast: '#ffffff',
    accent: '#ee9b00',
    header_bg: '#001219',
    header_text: '#ffffff',
  },
  mobility: {
    primary: '#5a189a',
    primary_contrast: '#ffffff',
    accent: '#00b4d8',
    header_bg: '#240046',
    header_text: '#ffffff',
  },
});

/**
 * The colours a site renders with: its own theme, else its template's.
 * @example siteTheme({ template: 'group', theme: undefined }).header_bg // '#0a2540'
 */
export function siteTheme(site: Pick<SiteConfig, 'template' | 'theme'>): Theme {
  return site.theme ?? TEMPLATE_THEMES[site.template];
}
