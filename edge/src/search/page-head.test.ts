import { describe, expect, it } from 'vitest';
import { searchCanonical } from './page-head.js';

const site = { url: 'https://www.example.com.au' };
const canonical = (path: string, page: number) => searchCanonical(site, new URL(`http://x.localhost${path}`), page);

describe("a search page's canonical URL (issue 34)", () => {
  it('drops page=0, page=abc, page=1, the sort and unknown parameters; keeps a real later page', () => {
    expect(canonical('/search/used?page=0', 1)).toBe('https://www.example.com.au/search/used');
    expect(canonical('/search/used?page=abc&utm_source=a&foo=1', 1)).toBe('https://www.example.com.au/search/used');
    expect(canonical('/search/used/?sortBy=price:asc&colour=Red&page=3', 3)).toBe(
      'https://www.example.com.au/search/used?colour=Red&page=3',
    );
    expect(canonical('/search', 1)).toBe('https://www.example.com.au/search');
  });
});
