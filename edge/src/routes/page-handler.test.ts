import { DEPLOYMENTS_KEY, ROUTING_KEY, SiteConfigSchema } from '@forecourt/contracts';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { countingKv, fakeRemote } from '../../test-support/fake-remotes.js';
import type { AppContext, Env } from '../env.js';
import { siteFixture } from '../test-fixtures.js';
import { handlePage } from './page-handler.js';

const site = SiteConfigSchema.parse({ ...siteFixture, name: 'Handler Motors' });

/** The edge's page route over fake bindings: KV routing state and one content slot per version. */
function edge(
  routing: Record<string, unknown>,
  slots: Record<string, Pick<ReturnType<typeof fakeRemote>, 'binding'>>,
  vars: Record<string, string> = {},
) {
  const { kv, reads } = countingKv({
    [ROUTING_KEY]: { revision: 1, history: [], overrides: {}, ...routing },
    [DEPLOYMENTS_KEY]: { content: { a: '1.1.0', b: '1.0.0' } },
  });
  const env = {
    SITES: kv,
    HTML_CACHE: 'off',
    KV_MEMO_MS: '0',
    FRAGMENT_BUDGET_MS: '100',
    ...vars,
    ...Object.fromEntries(Object.entries(slots).map(([name, s]) => [name, s.binding])),
  } as unknown as Env;
  const app = new Hono<AppContext>().get('*', (c) => handlePage(c, site, 'handler.localhost'));
  return { get: (path: string) => app.request(`http://handler.localhost${path}`, {}, env), reads };
}

describe('handlePage', () => {
  it('serves a built page from the routed version, reading the routing state once', async () => {
    const a = fakeRemote('content', '1.1.0', { kind: 'ok', html: '<h1>Dealerships</h1>' });
    const { get, reads } = edge({ defaults: { content: '1.1.0' } }, { CONTENT_A: a });
    const res = await get('/dealerships');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Dealerships</h1>');
    expect(res.headers.get('x-forecourt-remotes')).toBe('content@1.1.0');
    expect(reads[ROUTING_KEY]).toBe(1);
    expect(a.calls).toHaveLength(1);
  });

  it('a dealer pinned to a version no slot runs gets the default version, never a 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = fakeRemote('content', '1.1.0');
    const { get } = edge(
      { defaults: { content: '1.1.0' }, overrides: { [site.slug]: { content: '7.7.7' } } },
      { CONTENT_A: a },
    );
    const res = await get('/dealerships');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-forecourt-remotes')).toBe('content@1.1.0');
    warn.mockRestore();
  });

  it('when no slot runs the routed nor the default version: the page degrades with a 200, logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { get } = edge({ defaults: { content: '8.8.8' } }, {});
    const res = await get('/dealerships');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-fallback="error"');
    expect(html).toContain('"mode":"retry","version":null');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no slot runs it nor the default'));
    error.mockRestore();
  });

  it('an unknown route answers the 404 page without calling a remote', async () => {
    const a = fakeRemote('content', '1.1.0');
    const { get, reads } = edge({ defaults: { content: '1.1.0' } }, { CONTENT_A: a });
    expect((await get('/no-such-page')).status).toBe(404);
    expect(a.calls).toHaveLength(0);
    expect(reads[ROUTING_KEY]).toBeUndefined();
  });

  describe('a configuration error (unknown component, missing Worker binding)', () => {
    const FALLBACK = 'This part of the page is taking longer than usual to load.';
    /** A content slot whose Worker does not define the component the page plan names. */
    const lacking = {
      binding: {
        ...fakeRemote('content', '1.1.0').binding,
        render: async () => {
          throw new Error('content has no component DealershipsPage');
        },
      },
    };
    const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

    it('locally (DEV_ERRORS) names the missing component instead of the fallback, with the same 200', async () => {
      const error = quiet();
      const { get } = edge({ defaults: { content: '1.1.0' } }, { CONTENT_A: lacking }, { DEV_ERRORS: 'true' });
      const res = await get('/dealerships');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-dev-error');
      expect(html).toContain('The content remote has no component DealershipsPage');
      expect(html).not.toContain(FALLBACK);
      error.mockRestore();
    });

    it('locally names the slot binding the edge lacks', async () => {
      const error = quiet();
      const { get } = edge({ defaults: { content: '1.1.0' } }, {}, { DEV_ERRORS: 'true' });
      const html = await (await get('/dealerships')).text();
      expect(html).toContain('content@1.1.0 runs in slot a, but the edge has no binding CONTENT_A');
      expect(html).not.toContain(FALLBACK);
      error.mockRestore();
    });

    it('in production (no DEV_ERRORS) both show the unchanged fallback and nothing of the cause', async () => {
      const error = quiet();
      const cases: Record<string, typeof lacking>[] = [{ CONTENT_A: lacking }, {}];
      for (const slots of cases) {
        const html = await (await edge({ defaults: { content: '1.1.0' } }, slots).get('/dealerships')).text();
        expect(html).toContain(FALLBACK);
        expect(html).not.toContain('data-dev-error');
        expect(html).not.toContain('DealershipsPage (');
      }
      error.mockRestore();
    });

    it('locally, a remote that fails on its own (not configuration) keeps the fallback and its retry', async () => {
      const error = quiet();
      const a = fakeRemote('content', '1.1.0', { kind: 'throw' });
      const { get } = edge({ defaults: { content: '1.1.0' } }, { CONTENT_A: a }, { DEV_ERRORS: 'true' });
      const html = await (await get('/dealerships')).text();
      expect(html).toContain(FALLBACK);
      expect(html).not.toContain('data-dev-error');
      error.mockRestore();
    });
  });
});
