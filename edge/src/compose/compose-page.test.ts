import { constants, gunzipSync } from 'node:zlib';
import { SiteConfigSchema } from '@forecourt/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeRemote, stallingStream } from '../../test-support/fake-remotes.js';
import { siteFixture } from '../test-fixtures.js';
import { type ComposeInput, composePage, type PageFragment } from './compose-page.js';
import { compressHtml } from './compress-html.js';
import type { FragmentPlan } from './fragment-plan.js';

const site = SiteConfigSchema.parse({ ...siteFixture, name: 'Compose Motors' });
/** A marker in the edge's input: it must never reach the page. */
const SECRET = 'edge-input-only-0412 555 000';
const plan = (id: string): FragmentPlan => ({ id, remote: 'content', component: 'HomePage' });
const fragment = (id: string, behaviour: Parameters<typeof fakeRemote>[2] | null): PageFragment => ({
  plan: plan(id),
  target: behaviour
    ? { remote: 'content', version: '1.1.0', binding: fakeRemote('content', '1.1.0', behaviour).binding }
    : null,
  props: { site, secret: SECRET },
});
const input = (fragments: PageFragment[]): ComposeInput => ({
  site,
  host: 'compose.localhost',
  url: new URL('http://compose.localhost/'),
  title: 'Home',
  params: {},
  fragments,
  budgetMs: 60,
  now: Date.UTC(2026, 10, 24),
  shellEntry: '/_shell/bootstrap.js',
});
const manifestOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="__forecourt">(.*?)<\/script>/s.exec(html)![1]!) as {
    fragments: Record<string, unknown>[];
  };

describe('composePage', () => {
  it('streams head and header, the fragments in document order, then footer and manifest', async () => {
    const page = composePage(
      input([
        fragment('first', { kind: 'ok', html: '<p>one</p>' }),
        fragment('second', { kind: 'ok', html: '<p>two</p>' }),
      ]),
    );
    const html = await new Response(page.body).text();
    expect(await page.done).toEqual({ degraded: false });
    const at = (s: string) => html.indexOf(s);
    expect(at('</head>')).toBeLessThan(at('<header'));
    expect(at('<header')).toBeLessThan(at('<p>one</p>'));
    expect(at('<p>one</p>')).toBeLessThan(at('<p>two</p>'));
    expect(at('<p>two</p>')).toBeLessThan(at('</footer>'));
    expect(html).toContain('<div id="first" data-fragment="content/HomePage" data-version="1.1.0">');
    expect(manifestOf(html).fragments.map((f) => f.mode)).toEqual(['hydrate', 'hydrate']);
    expect(html).toContain('/_remotes/content/1.1.0/style.css');
  });

  it('preloads React DOM and a page module only before a fragment that hydrates, never on an all-static page', async () => {
    const { VENDOR_URL, VENDOR_IMPORT_URLS, SHELL_ENTRY_IMPORT_URLS } = await import('@forecourt/shell/import-map');
    const reactDom = VENDOR_IMPORT_URLS.filter((u) => !SHELL_ENTRY_IMPORT_URLS.includes(u));
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    const staticPage = await new Response(
      composePage(
        input([
          fragment('first', { kind: 'ok', html: '<div data-fc-static="" class="a"><p>one</p></div>' }),
          fragment('second', { kind: 'ok', html: '<section data-fc-static=""><p>two</p></section>' }),
        ]),
      ).body,
    ).text();
    expect(preloads(staticPage)).toEqual(['/_shell/bootstrap.js', ...SHELL_ENTRY_IMPORT_URLS]);
    expect(staticPage).toContain(
      '<div id="first" data-fragment="content/HomePage" data-version="1.1.0"><div data-fc-static',
    );

    const mixed = await new Response(
      composePage(
        input([
          fragment('first', { kind: 'ok', html: '<div data-fc-static=""><p>one</p></div>' }),
          fragment('second', { kind: 'ok', html: '<div class="live" data-fc-staticky="x"><p>two</p></div>' }),
          fragment('third', { kind: 'ok', html: '<div><p>three</p></div>' }),
        ]),
      ).body,
    ).text();
    const module = '/_remotes/content/1.1.0/HomePage.js';
    // Once a page, in the body just before the first live fragment (the hydrating shell imports them next).
    expect(preloads(mixed)).toEqual([
      '/_shell/bootstrap.js',
      ...SHELL_ENTRY_IMPORT_URLS,
      VENDOR_URL,
      ...reactDom,
      module,
    ]);
    expect(mixed.indexOf(`href="${VENDOR_URL}"`)).toBeGreaterThan(mixed.indexOf('<p>one</p>'));
    expect(mixed.indexOf(`href="${module}"`)).toBeLessThan(mixed.indexOf('<div id="second"'));
    expect(reactDom.length).toBeGreaterThan(0);
  });

  it('an intent fragment: its load module preloaded, React and its page module only prefetched; a later live fragment still preloads React', async () => {
    const { VENDOR_URL } = await import('@forecourt/shell/import-map');
    const hints = (html: string, rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)">`, 'g'))].map((m) => m[1]);
    const page = await new Response(
      composePage(
        input([
          fragment('first', {
            kind: 'ok',
            html: '<link rel="preload" as="image" href="/a.webp"/><div data-fc-hydrate="intent" data-fc-load=""><p>one</p></div>',
          }),
          fragment('second', { kind: 'ok', html: '<div class="live" data-fc-loader="x"><p>two</p></div>' }),
        ]),
      ).body,
    ).text();
    const module = '/_remotes/content/1.1.0/HomePage.js';
    const load = '/_remotes/content/1.1.0/HomePage.load.js';
    expect(hints(page, 'modulepreload').filter((href) => href?.endsWith('.load.js'))).toEqual([load]);
    expect(hints(page, 'prefetch')).toEqual(expect.arrayContaining([VENDOR_URL, module]));
    expect(hints(page.slice(0, page.indexOf('<p>one</p>')), 'modulepreload')).not.toContain(VENDOR_URL);
    expect(page.indexOf(`href="${load}"`)).toBeLessThan(page.indexOf('<div id="first"'));
    // The second fragment hydrates at load: React is preloaded for it (once), after the first.
    expect(hints(page.slice(page.indexOf('<p>one</p>')), 'modulepreload')).toContain(VENDOR_URL);
  });

  it('flushes head and header through the compressor before any remote is called', async () => {
    const sent: Buffer[] = [];
    const decodedSoFar = () =>
      sent.length === 0 ? '' : gunzipSync(Buffer.concat(sent), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    let headerOutAtCall: boolean | null = null;
    const { binding } = fakeRemote('content', '1.1.0', { kind: 'ok', html: '<p>one</p>' });
    const render = binding.render.bind(binding);
    binding.render = (request) => {
      headerOutAtCall = decodedSoFar().includes('<main id="main"');
      return render(request);
    };
    const page = composePage(
      input([{ plan: plan('first'), target: { remote: 'content', version: '1.1.0', binding }, props: { site } }]),
    );
    const reader = compressHtml(page.body, 'gzip').getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      sent.push(Buffer.from(value));
    }
    expect(headerOutAtCall).toBe(true);
    expect(decodedSoFar()).toContain('<p>one</p>');
  });

  it("a failed or unrouted fragment: fallback markup, a 'retry' entry without props, nothing of the edge's input", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = composePage(
      input([fragment('fails', { kind: 'throw' }), fragment('late', { kind: 'hang' }), fragment('unrouted', null)]),
    );
    const html = await new Response(page.body).text();
    expect(await page.done).toEqual({ degraded: true });
    expect(html).toContain('data-fallback="error"');
    expect(html).toContain('data-fallback="timeout"');
    expect(html).toContain('data-fc-retry hidden');
    expect(manifestOf(html).fragments).toEqual([
      { id: 'fails', remote: 'content', component: 'HomePage', mode: 'retry', version: '1.1.0' },
      { id: 'late', remote: 'content', component: 'HomePage', mode: 'retry', version: '1.1.0' },
      { id: 'unrouted', remote: 'content', component: 'HomePage', mode: 'retry', version: null },
    ]);
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain('"stock_summary"');
    expect(html).toContain('</html>');
    error.mockRestore();
  });

  it("a stream cut at the budget keeps what arrived and hands the browser the remote's own props ('render')", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = composePage(
      input([fragment('cut', { kind: 'ok', html: stallingStream('<p>first part</p>'), props: { mine: 1 } })]),
    );
    const html = await new Response(page.body).text();
    expect(await page.done).toEqual({ degraded: true });
    expect(html).toContain('<p>first part</p>');
    expect(manifestOf(html).fragments[0]).toMatchObject({ mode: 'render', props: { mine: 1 } });
    expect(html).not.toContain(SECRET);
    error.mockRestore();
  });

  it('sends each remote the request for its fragment, with the edge input and the page route', async () => {
    const remote = fakeRemote('content', '1.1.0');
    const f: PageFragment = {
      plan: plan('x'),
      target: { remote: 'content', version: '1.1.0', binding: remote.binding },
      props: { site },
    };
    await new Response(composePage({ ...input([f]), url: new URL('http://compose.localhost/?q=1') }).body).text();
    expect(remote.calls[0]).toMatchObject({
      component: 'HomePage',
      fragmentId: 'x',
      tenant: { slug: site.slug, host: 'compose.localhost' },
      route: { path: '/', query: { q: '1' } },
      props: { site },
    });
  });
});
