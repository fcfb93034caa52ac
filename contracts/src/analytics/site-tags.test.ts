import { describe, expect, it } from 'vitest';
import { hasSiteTags, siteTags } from './site-tags.js';

describe('siteTags (SPEC §3 analytics ids)', () => {
  it('splits comma-separated GA ids, keeps GTM and the pixel', () => {
    expect(
      siteTags({
        google_analytics_id: 'G-AAAA1111, G-BBBB2222,G-AAAA1111',
        gtm_id: 'GTM-ABC123',
        facebook_pixel: '1234567',
      }),
    ).toEqual({ ga: ['G-AAAA1111', 'G-BBBB2222'], gtm: 'GTM-ABC123', fb: '1234567' });
  });
  it('drops ids not of the provider shapes (they go into script URLs) and reads none as none', () => {
    const tags = siteTags({ google_analytics_id: 'x"><script>, ', gtm_id: 'GTM-1&x=//evil', facebook_pixel: 'abc' });
    expect(tags).toEqual({ ga: [], gtm: null, fb: null });
    expect(hasSiteTags(tags)).toBe(false);
    expect(hasSiteTags(siteTags({ google_analytics_id: null, gtm_id: null, facebook_pixel: '1234567' }))).toBe(true);
  });
});
