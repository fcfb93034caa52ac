import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_HOPS, OutboundRefused, outboundFetch, outboundProblem } from './outbound-fetch.js';

const problem = (url: string, allowLoopback = false) => outboundProblem(new URL(url), { allowLoopback });

describe('outboundProblem (issue 30 item 8)', () => {
  it('passes public https names', () => {
    expect(problem('https://photos.dealer.example/a.jpg')).toBeNull();
    expect(problem('https://cdn.example.com:8443/x')).toBeNull();
  });

  it('refuses http, credentials, IP literals in any spelling, local and single-label names', () => {
    for (const url of [
      'http://photos.dealer.example/a.jpg',
      'ftp://photos.dealer.example/a.jpg',
      'https://user:pw@photos.dealer.example/',
      'https://127.0.0.1/',
      'https://10.0.0.5/',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://localhost/',
      'https://api.localhost/',
      'https://printer.local/',
      'https://metadata.google.internal/',
      'https://router.home.arpa/',
      'https://intranet/',
      'https://localhost./x',
    ])
      expect(problem(url), url).not.toBeNull();
  });

  it('the test-only allowance admits loopback (http or https) and nothing else', () => {
    expect(problem('http://127.0.0.1:8787/a.jpg', true)).toBeNull();
    expect(problem('http://localhost:9000/a.jpg', true)).toBeNull();
    expect(problem('http://[::1]:9000/a.jpg', true)).toBeNull();
    expect(problem('https://10.0.0.5/', true)).not.toBeNull();
    expect(problem('http://photos.dealer.example/', true)).not.toBeNull();
    expect(problem('https://169.254.169.254/', true)).not.toBeNull();
  });
});

describe('outboundFetch follows redirects by hand, checking each hop', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubFetch = (answer: (url: string, init?: RequestInit) => Response) => {
    const calls: { url: string; redirect?: string; method?: string }[] = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const redirect = input instanceof Request ? input.redirect : init?.redirect;
      const method = input instanceof Request ? input.method : init?.method;
      calls.push({ url, redirect, method });
      return answer(url, init);
    });
    return calls;
  };
  const redirect = (to: string, status = 302) => new Response(null, { status, headers: { location: to } });

  it('follows a public redirect, always with redirect: manual', async () => {
    const calls = stubFetch((url) =>
      url.endsWith('/a.jpg') ? redirect('/b.jpg') : new Response('img', { status: 200 }),
    );
    const res = await outboundFetch('https://photos.dealer.example/a.jpg');
    expect(await res.text()).toBe('img');
    expect(calls.map((c) => c.url)).toEqual([
      'https://photos.dealer.example/a.jpg',
      'https://photos.dealer.example/b.jpg',
    ]);
    expect(calls.every((c) => c.redirect === 'manual')).toBe(true);
  });

  it('refuses a redirect to an internal target without fetching it', async () => {
    for (const target of [
      'http://photos.dealer.example/b.jpg',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://localhost/',
    ]) {
      const calls = stubFetch(() => redirect(target));
      await expect(outboundFetch('https://photos.dealer.example/a.jpg')).rejects.toBeInstanceOf(OutboundRefused);
      expect(calls).toHaveLength(1);
    }
  });

  it('refuses the first URL when it is internal, and a loop beyond MAX_HOPS', async () => {
    const none = stubFetch(() => new Response('x'));
    await expect(outboundFetch('https://10.1.2.3/a.jpg')).rejects.toBeInstanceOf(OutboundRefused);
    expect(none).toHaveLength(0);
    const loop = stubFetch((url) => redirect(`${url}x`));
    await expect(outboundFetch('https://photos.dealer.example/a')).rejects.toThrow(/redirects/);
    expect(loop).toHaveLength(MAX_HOPS + 1);
  });

  it('a Request (lead delivery POST) is checked the same way; a 307 of a POST is not replayed', async () => {
    const calls = stubFetch(() => redirect('https://crm.example.test/elsewhere', 307));
    const request = new Request('https://crm.example.test/in', {
      method: 'POST',
      body: '{}',
    });
    await expect(outboundFetch(request)).rejects.toThrow(/not replayed/);
    expect(calls).toHaveLength(1);
    const internal = stubFetch(() => redirect('https://192.168.0.10/in', 303));
    await expect(
      outboundFetch(
        new Request('https://crm.example.test/in', {
          method: 'POST',
          body: '{}',
        }),
      ),
    ).rejects.toBeInstanceOf(OutboundRefused);
    expect(internal).toHaveLength(1);
  });
});
