import { describe, expect, it } from 'vitest';
import { FRAGMENT_CONTRACT_VERSION, isCompatibleContract } from './fragment.schema.js';
import {
  acceptsGzip,
  defineRemoteComponent,
  FragmentRequestError,
  handleRender,
  remoteAssetBase,
  remoteWorker,
  serveEmbeddedAsset,
} from './remote-server.js';

const request = (over: Record<string, unknown> = {}) => ({
  contract: FRAGMENT_CONTRACT_VERSION,
  component: 'HelloPage',
  fragmentId: 'hello',
  tenant: { slug: 'fixture', host: 'fixture.localhost' },
  locale: 'en-AU',
  route: { path: '/', params: {}, query: {} },
  props: { name: 'Ada' },
  now: 0,
  ...over,
});

const components = {
  HelloPage: defineRemoteComponent<{ name: string }>({
    toProps: (req) => ({ name: String(req.props.name) }),
    head: (props) => [{ tag: 'title', text: props.name }],
    render: async (props) => `<p>Hello ${props.name}</p>`,
  }),
  MissingPage: defineRemoteComponent<{ slug: string }>({
    toProps: () => ({ status: 404, props: { slug: 'x' } }),
    render: async () => '<p>Not here</p>',
  }),
};
const remote = { remote: 'content' as const, version: '1.2.3', components };

describe('handleRender (the remote side of the fragment RPC)', () => {
  it('renders the component with its props, head tags, version and contract', async () => {
    const res = await handleRender(remote, request());
    expect(res).toMatchObject({
      contract: FRAGMENT_CONTRACT_VERSION,
      remote: 'content',
      version: '1.2.3',
      status: 200,
      html: '<p>Hello Ada</p>',
      props: { name: 'Ada' },
      head: [{ tag: 'title', text: 'Ada' }],
    });
  });

  it('lets toProps choose the status (e.g. a 404 body) and defaults head to none', async () => {
    const res = await handleRender(remote, request({ component: 'MissingPage' }));
    expect(res.status).toBe(404);
    expect(res.head).toEqual([]);
  });

  it('refuses an invalid request (400), another contract major (409) and an unknown component (404)', async () => {
    await expect(handleRender(remote, { nope: true })).rejects.toMatchObject({ status: 400 });
    await expect(handleRender(remote, request({ contract: '2.0.0' }))).rejects.toMatchObject({ status: 409 });
    await expect(handleRender(remote, request({ component: 'NopePage' }))).rejects.toBeInstanceOf(FragmentRequestError);
    await expect(handleRender(remote, request({ component: 'NopePage' }))).rejects.toMatchObject({ status: 404 });
  });

  it('isCompatibleContract compares majors', () => {
    expect(isCompatibleContract('1.9.0')).toBe(true);
    expect(isCompatibleContract('2.0.0')).toBe(false);
    expect(isCompatibleContract('x')).toBe(false);
  });
});

describe('serveEmbeddedAsset', () => {
  const assets = {
    'remoteEntry.js': { type: 'text/javascript', body: 'entry' },
    'assets/page-abc.js': { type: 'text/javascript', body: 'chunk' },
  };
  const prefix = '/_remotes/content/1.2.3/';

  it('serves hashed chunks as immutable and the entry for a minute', async () => {
    const chunk = serveEmbeddedAsset(assets, prefix, `${prefix}assets/page-abc.js`);
    expect(await chunk.text()).toBe('chunk');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const entry = serveEmbeddedAsset(assets, prefix, `${prefix}remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=60');
    expect(entry.headers.get('content-type')).toBe('text/javascript');
  });

  it('sends the precompressed gzip bytes as they are to a browser that accepts gzip, text otherwise', async () => {
    const text = 'console.log("big file")';
    const gz = new Uint8Array(
      await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
    );
    const base64 = btoa(String.fromCharCode(...gz));
    const withGzip = { 'assets/big.js': { type: 'text/javascript', body: text, gzip: base64 } };
    const zipped = serveEmbeddedAsset(withGzip, prefix, `${prefix}assets/big.js`, 'gzip, deflate, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    expect(new Uint8Array(await zipped.arrayBuffer())).toEqual(gz);
    const plain = serveEmbeddedAsset(withGzip, prefix, `${prefix}assets/big.js`, 'gzip;q=0, identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("big file")');
    expect(serveEmbeddedAsset(withGzip, prefix, `${prefix}assets/big.js`).headers.get('content-encoding')).toBeNull();
    // a small file has no gzip copy: text even when gzip is accepted
    expect(
      serveEmbeddedAsset(assets, prefix, `${prefix}remoteEntry.js`, 'gzip').headers.get('content-encoding'),
    ).toBeNull();
  });

  it('reads Accept-Encoding like HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br;q=1, *;q=0.1')).toBe(true);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it('answers 404 outside the prefix or for an unknown file', () => {
    expect(serveEmbeddedAsset(assets, prefix, '/_remotes/content/9.9.9/remoteEntry.js').status).toBe(404);
    expect(serveEmbeddedAsset(assets, prefix, `${prefix}nope.js`).status).toBe(404);
  });
});

describe('remoteWorker', () => {
  it('renders through handleRender and serves assets under the version base', async () => {
    const worker = remoteWorker({
      remote: 'content',
      version: '1.2.3',
      components,
      assets: { 'remoteEntry.js': { type: 'text/javascript', body: 'entry' } },
    });
    expect((await worker.render(request())).html).toBe('<p>Hello Ada</p>');
    expect(remoteAssetBase('content', '1.2.3')).toBe('/_remotes/content/1.2.3/');
    const res = await worker.fetch(new Request('http://x.localhost/_remotes/content/1.2.3/remoteEntry.js'));
    expect(await res.text()).toBe('entry');
  });
});
