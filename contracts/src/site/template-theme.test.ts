import { expect, it } from 'vitest';
import { TEMPLATES } from './site-config.schema.js';
import { siteTheme, TEMPLATE_THEMES } from './template-theme.js';

it('every template has default colours; a site theme overrides them', () => {
  for (const t of TEMPLATES) expect(siteTheme({ template: t, theme: undefined })).toBe(TEMPLATE_THEMES[t]);
  const own = {
    primary: '#000000',
    primary_contrast: '#ffffff',
    accent: '#111111',
    header_bg: '#222222',
    header_text: '#ffffff',
  };
  expect(siteTheme({ template: 'group', theme: own })).toBe(own);
});
