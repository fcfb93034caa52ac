import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapFiles } from './seo-routes.js';

describe('sitemapFiles', () => {
  it('one sitemap while pages and cars fit in one file (the protocol allows 50,000 URLs)', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapFiles(40, 49_960)).toBeNull();
  });
  it('past that, an index of the pages file and one file per 50,000 cars', () => {
    expect(sitemapFiles(40, 49_961)).toEqual(['/sitemaps/pages.xml', '/sitemaps/cars-1.xml']);
    expect(sitemapFiles(40, 120_000)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/cars-1.xml',
      '/sitemaps/cars-2.xml',
      '/sitemaps/cars-3.xml',
    ]);
    expect(sitemapFiles(3, 7, 5)).toEqual(['/sitemaps/pages.xml', '/sitemaps/cars-1.xml', '/sitemaps/cars-2.xml']);
  });
});
