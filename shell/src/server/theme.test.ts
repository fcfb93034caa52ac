import { describe, expect, it } from 'vitest';
import { contrastRatio, PAGE_BACKGROUND, readableColourOn, readableTextOn, themeCss } from './theme.js';

describe('theme', () => {
  it('picks dark text on light accents and white text on dark ones', () => {
    expect(readableTextOn('#f5a300')).toBe('#111111');
    expect(readableTextOn('#ffffff')).toBe('#111111');
    expect(readableTextOn('#0b3d91')).toBe('#ffffff');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });

  it('turns the site theme into custom properties', () => {
    const css = themeCss({
      template: 'group',
      theme: {
        primary: '#0b5394',
        primary_contrast: '#ffffff',
        accent: '#e69138',
        header_bg: '#0a2540',
        header_text: '#ffffff',
      },
    });
    expect(css).toContain('--fc-primary:#0b5394');
    expect(css).toContain('--fc-accent-contrast:#111111');
  });

  it('a site without its own theme gets its template colours', () => {
    expect(themeCss({ template: 'group', theme: undefined })).toContain('--fc-header-bg:#0a2540');
  });

  it('links read on the page background: a brand colour under 4.5:1 is darkened just enough', () => {
    for (const brand of ['#eb0a1e', '#00875a', '#f5a300', '#ffffff']) {
      const link = readableColourOn(brand);
      expect(contrastRatio(link, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(link, PAGE_BACKGROUND)).toBeLessThan(4.9);
    }
    expect(readableColourOn('#eb0a1e')).toBe('#e20a1d');
    // Already readable: unchanged.
    expect(readableColourOn('#0b5394')).toBe('#0b5394');
    expect(
      themeCss({
        template: 'group',
        theme: {
          primary: '#eb0a1e',
          primary_contrast: '#ffffff',
          accent: '#111111',
          header_bg: '#ffffff',
          header_text: '#111111',
        },
      }),
    ).toContain('--fc-link:#e20a1d');
  });
});
