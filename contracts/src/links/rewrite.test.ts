import { describe, expect, it } from 'vitest';
import { rewriteHref, rewritePath, substituteBaseDomain } from './rewrite.js';

const site = {
  uses_pages_path: true,
  features: { finance_pre_approval: true },
  link_rewrites: [] as { from: string; to: string }[],
  manufacturer_base_domain: null as string | null,
};

// SPEC §2: "/pages/ is stripped from privacy-policy, terms-and-conditions, about-us and
// vehicle-parts-and-accessories paths, or from any path when the site does not use a pages path."
describe('pages stripping', () => {
  it.each([
    ['/pages/privacy-policy', true, '/privacy-policy'],
    ['/pages/terms-and-conditions', true, '/terms-and-conditions'],
    ['/pages/about-us?x=1', true, '/about-us?x=1'],
    ['/pages/vehicle-parts-and-accessories', true, '/vehicle-parts-and-accessories'],
    ['/pages/book-a-service', true, '/pages/book-a-service'],
    ['/pages/book-a-service', false, '/book-a-service'],
    ['/pages/x/y#top', false, '/x/y#top'],
    ['/about-us', false, '/about-us'],
  ])('%s (uses pages: %s) -> %s', (href, uses, expected) => {
    expect(rewritePath(href, { ...site, uses_pages_path: uses })).toBe(expected);
  });
});

// SPEC §2: "/finance-pre-approval redirects to /finance on sites where that feature is off."
describe('finance pre-approval', () => {
  it.each([
    ['/finance-pre-approval', false, '/finance'],
    ['/finance-pre-approval/step-2?a=1', false, '/finance/step-2?a=1'],
    ['/finance-pre-approval', true, '/finance-pre-approval'],
    ['/finance-pre-approvals', false, '/finance-pre-approvals'],
  ])('%s (feature: %s) -> %s', (href, on, expected) => {
    expect(rewritePath(href, { ...site, features: { finance_pre_approval: on } })).toBe(expected);
  });
});

// SPEC §2: "For one manufacturer site, /blog is rewritten to /news." (site link_rewrites)
describe('prefix rewrites', () => {
  const news = { ...site, link_rewrites: [{ from: '/blog', to: '/news' }] };
  it.each([
    ['/blog', '/news'],
    ['/blog/post-1?x=1', '/news/post-1?x=1'],
    ['/blogger', '/blogger'],
  ])('%s -> %s', (href, expected) => expect(rewritePath(href, news)).toBe(expected));
});

// SPEC §2: "Manufacturer dealer-site links get the site's base domain substituted for a placeholder."
describe('base domain', () => {
  it('substitutes the placeholder', () => {
    expect(substituteBaseDomain('https://dealer.{base_domain}/offers', 'toyota.com.au')).toBe(
      'https://dealer.toyota.com.au/offers',
    );
    expect(substituteBaseDomain('https://dealer.{base_domain}/', null)).toBe('https://dealer.{base_domain}/');
  });
  it('rewriteHref combines the rules', () => {
    const s = {
      ...site,
      uses_pages_path: false,
      features: { finance_pre_approval: false },
      manufacturer_base_domain: 'kia.com',
    };
    expect(rewriteHref('/pages/finance-pre-approval', s)).toBe('/finance');
    expect(rewriteHref('https://x.{base_domain}/pages/a', s)).toBe('https://x.kia.com/pages/a');
    expect(rewriteHref('#top', s)).toBe('#top');
  });
});
