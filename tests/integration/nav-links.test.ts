/**
 * Every link a shopper can click in the header and footer of every demo tenant answers 200, or a
 * redirect to a 200 (DESIGN.md). The links are read from the rendered home page, after the shell's
 * link rules, exactly as a browser sees them.
 */
import { DEMO_TENANTS } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * Pages whose capability another open issue builds: they still answer 404, and this test fails as
 * soon as one answers 200 so the entry is taken off here.
 */
const PENDING: Record<string, string> = {};

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ vars: { HTML_CACHE: 'off' } });
});
afterAll(() => p?.dispose());

/** The internal hrefs inside one element of the page (the first <header> or <footer>). */
function hrefsIn(html: string, tag: 'header' | 'footer'): string[] {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  if (start < 0 || end < 0) return [];
  return [...html.slice(start, end).matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/** The status a link ends on after following up to three same-site redirects. */
async function finalStatus(host: string, href: string): Promise<{ status: number; path: string }> {
  let path = href;
  for (let hops = 0; hops < 4; hops++) {
    const res = await p.get(host, path, { redirect: 'manual' });
    await res.body?.cancel();
    if (res.status !== 301 && res.status !== 302 && res.status !== 308) return { status: res.status, path };
    const location = new URL(res.headers.get('location') ?? '', `http://${host}${path}`);
    path = location.pathname + location.search;
  }
  return { status: 0, path };
}

describe('header and footer links of every demo tenant', () => {
  it.each(DEMO_TENANTS.map((t) => t.slug))('%s: every link answers 200 (or redirects to one)', async (slug) => {
    const host = `${slug}.localhost`;
    const home = await (await p.get(host, '/')).text();
    const links = [...new Set([...hrefsIn(home, 'header'), ...hrefsIn(home, 'footer')])];
    expect(links.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const href of links) {
      const { status, path } = await finalStatus(host, href);
      const pending = PENDING[path.split('?')[0]!];
      if (pending) {
        if (status !== 404) failures.push(`${href}: answers ${status} now — take it off PENDING (${pending})`);
      } else if (status !== 200) {
        failures.push(`${href} → ${path}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
