/**
 * Information pages through the product: the edge loads the site's page from D1 (or the platform's
 * legal text), the content remote renders it, the page plan owns title, description and status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'lakeside-auto', 'ridgeway-toyota'],
    vars: { HTML_CACHE: 'off' },
  });
});
afterAll(() => p?.dispose());

const page = async (host: string, path: string) => {
  const res = await p.get(host, path);
  return { status: res.status, html: await res.text() };
};

describe('information pages', () => {
  it.each([
    ['/about-us', 'About Us'],
    ['/aftermarket', 'Car Care'],
    ['/why-service-with-us', 'Why Service With Us'],
    ['/nsw-dealership-network', 'NSW Dealership Network'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('harbourside %s answers 200 with its own heading, title and the content fragment', async (path, title) => {
    const { status, html } = await page('harbourside.localhost', path);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toMatch(new RegExp(`<title>${title} \\| `));
    expect(html).toContain('data-fragment="content/InfoPage"');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it("About Us on the group site carries the decade timeline; the group's own terms are its text", async () => {
    const about = await page('harbourside.localhost', '/about-us');
    expect(about.html).toContain('role="tablist"');
    expect(about.html).toContain('1950s');
    const terms = await page('harbourside.localhost', '/terms-and-conditions');
    expect(terms.html).toContain('Each dealership of Harbourside Motor Group is a separate dealer licence holder');
  });

  it("the NSW network lists the group's NSW dealerships from its locations", async () => {
    const { html } = await page('harbourside.localhost', '/nsw-dealership-network');
    expect(html).toMatch(/NSW \d{4}/);
  });

  it("a site without its own legal text gets the platform's, in the dealer's name and locale", async () => {
    const { status, html } = await page('lakeside-auto.localhost', '/privacy-policy');
    expect(status).toBe(200);
    expect(html).toContain('How Lakeside Auto collects, uses and protects');
    expect(html).toContain('Last updated November 1, 2026');
  });

  it('a page the site has not written answers the 404 page', async () => {
    const { status, html } = await page('ridgeway-toyota.localhost', '/aftermarket');
    expect(status).toBe(404);
    expect(html).not.toContain('content/InfoPage');
    expect((await page('ridgeway-toyota.localhost', '/about-us')).status).toBe(200);
  });

  it('a broken row is logged and treated as missing, never a 500; the legal default stands in', async () => {
    await p.db
      .prepare("UPDATE info_pages SET doc = ? WHERE site_slug = 'harbourside' AND slug = ?")
      .bind('{"slug":"terms-and-conditions","title":""}', 'terms-and-conditions')
      .run();
    const terms = await page('harbourside.localhost', '/terms-and-conditions');
    expect(terms.status).toBe(200);
    expect(terms.html).toContain('The terms on which Harbourside Motor Group offers this website and the vehicles');
    await p.db
      .prepare("UPDATE info_pages SET doc = 'not json' WHERE site_slug = 'harbourside' AND slug = 'aftermarket'")
      .run();
    expect((await page('harbourside.localhost', '/aftermarket')).status).toBe(404);
  });
});
