import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_CURRENT } from '../support/artifacts.js';
import {
  incompatibleRemote,
  malformedRemote,
  slowRemote,
  stallingStreamRemote,
  throwingRemote,
} from '../support/faulty-remotes.js';
import { type Platform, type SlotWorker, startPlatform } from '../support/platform.js';

const V = CONTENT_VERSION_CURRENT;
let p: Platform | undefined;
afterEach(async () => {
  await p?.dispose();
  p = undefined;
});

const start = (slotA: SlotWorker, vars: Record<string, string> = {}) =>
  startPlatform({
    slots: { CONTENT_A: slotA },
    vars: { HTML_CACHE: 'off', ...vars },
    tenants: ['harbourside', 'cityhop'],
  });

function manifestOf(html: string) {
  const m = /<script type="application\/json" id="__forecourt">(.*?)<\/script>/s.exec(html);
  return JSON.parse(m![1]!) as { fragments: { id: string; mode: string; props: Record<string, unknown> }[] };
}

/** Reads a response body chunk by chunk, noting when each chunk arrived. */
async function timedChunks(res: Response) {
  const t0 = Date.now();
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  const chunks: { at: number; text: string }[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push({ at: Date.now() - t0, text: dec.decode(value) });
  }
  return chunks;
}

describe('streaming composition', () => {
  it('sends <head> and the header before a slow remote answers, then the fragment', async () => {
    p = await start({ script: slowRemote(1200, V) });
    const t0 = Date.now();
    const res = await p.get('harbourside.localhost', '/');
    const headersAt = Date.now() - t0;
    expect(res.status).toBe(200);
    const chunks = await timedChunks(res);
    const first = chunks[0]!;
    expect(first.text).toContain('</head>');
    expect(first.text).toContain('<header class="fc-header"');
    expect(headersAt + first.at).toBeLessThan(1000);
    const fragmentChunk = chunks.find((c) => c.text.includes('slow but here'))!;
    expect(headersAt + fragmentChunk.at).toBeGreaterThanOrEqual(1100);
  });

  it('a remote that throws yields fallback markup, mode render, and the page still answers 200', async () => {
    p = await start({ script: throwingRemote });
    const res = await p.get('harbourside.localhost', '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-fallback="error"');
    expect(html).toContain('</footer>');
    const manifest = manifestOf(html);
    expect(manifest.fragments[0]!.mode).toBe('render');
    // The client renders from the props the edge loaded, so it has what it needs.
    expect(manifest.fragments[0]!.props).toHaveProperty('site');
  });

  it('a remote that times out yields the fallback within the budget', async () => {
    p = await start({ script: slowRemote(5000, V) }, { FRAGMENT_BUDGET_MS: '300' });
    const t0 = Date.now();
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(html).toContain('data-fallback="timeout"');
    expect(manifestOf(html).fragments[0]!.mode).toBe('render');
  });

  it('a remote speaking another contract major is refused', async () => {
    p = await start({ script: incompatibleRemote(V) });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('data-fallback="incompatible"');
    expect(html).not.toContain('from the future');
  });

  it('a response that fails the contract schema is refused', async () => {
    p = await start({ script: malformedRemote });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('data-fallback="invalid"');
  });

  it('a slot answering with a version other than the routed one is refused', async () => {
    p = await start({ script: slowRemote(0, '9.9.9') });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('data-fallback="version-mismatch"');
  });

  it('a fragment stream that stalls is cut at the budget and re-rendered by the client', async () => {
    p = await start({ script: stallingStreamRemote(V) }, { FRAGMENT_BUDGET_MS: '400' });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('first part');
    expect(html).toContain('</html>');
    expect(manifestOf(html).fragments[0]!.mode).toBe('render');
  });

  it('the real content remote hydrates: manifest names the remote entry of the version that rendered', async () => {
    p = await startPlatform({ vars: { HTML_CACHE: 'off' }, tenants: ['harbourside'] });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain(`data-version="${V}"`);
    expect(html).toContain(`/_remotes/content/${V}/remoteEntry.js`);
    const manifest = manifestOf(html);
    expect(manifest.fragments[0]!.mode).toBe('hydrate');
    const entry = await p.get('harbourside.localhost', `/_remotes/content/${V}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toContain('javascript');
  });
});
