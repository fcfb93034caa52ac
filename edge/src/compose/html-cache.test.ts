import { describe, expect, it } from 'vitest';
import { htmlCacheKey } from './html-cache.js';

describe('HTML cache key', () => {
  it('carries host, path, query and the routing tag, so a routing change misses the old entry', () => {
    const url = new URL('http://harbourside.localhost:8787/dealerships?x=1');
    const a = htmlCacheKey(url, 'v1.3.abc').url;
    const b = htmlCacheKey(url, 'v1.4.abc').url;
    expect(a).toContain('harbourside.localhost:8787/dealerships');
    expect(a).toContain('x=1');
    expect(a).not.toEqual(b);
    expect(htmlCacheKey(new URL('http://cityhop.localhost/dealerships?x=1'), 'v1.3.abc').url).not.toEqual(a);
  });
});
