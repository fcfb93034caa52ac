import { expect, it } from 'vitest';
import { siteIcon } from './site-icon.js';

it('the favicon, else the logo thumbnail, else the logo', () => {
  const logo = { url: '/logo.svg', thumb: null as string | null };
  expect(siteIcon({ favicon_url: '/fav.png', logo: { ...logo, thumb: '/t.png' } })).toBe('/fav.png');
  expect(siteIcon({ favicon_url: null, logo: { ...logo, thumb: '/t.png' } })).toBe('/t.png');
  expect(siteIcon({ favicon_url: null, logo })).toBe('/logo.svg');
});
