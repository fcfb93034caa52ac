import { describe, expect, it } from 'vitest';
import type { RoutedRemote } from './remote-routing.js';
import { inlinable, MAX_INLINE_CSS_BYTES, remoteStyles } from './remote-stylesheets.js';

const css = (body: string, status = 200, type = 'text/css; charset=utf-8') =>
  new Response(body, { status, headers: { 'content-type': type } });

/** A remote version whose binding answers its stylesheet with `answer`, counting the requests. */
function remote(version: string, answer: (req: Request) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const target: RoutedRemote = {
    remote: 'search',
    version,
    binding: {
      render: async () => {
        throw new Error('not used');
      },
      version: async () => version,
      fetch: async (req: Request) => {
        requests.push(req);
        return answer(req);
      },
    },
  };
  return { target, requests };
}

describe('remoteStyles', () => {
  it("inlines a version's stylesheet, read once per isolate, as identity from the version's path", async () => {
    const r = remote('9.0.1', () => css('.sp-card{color:red}'));
    expect(await remoteStyles([r.target])).toEqual({ inline: ['.sp-card{color:red}'], links: [] });
    expect(await remoteStyles([r.target])).toEqual({ inline: ['.sp-card{color:red}'], links: [] });
    expect(r.requests).toHaveLength(1);
    expect(new URL(r.requests[0]!.url).pathname).toBe('/_remotes/search/9.0.1/style.css');
    expect(r.requests[0]!.headers.get('accept-encoding')).toBe('identity');
  });

  it('links a stylesheet not in hand within the wait, and inlines it once it is', async () => {
    let release: (r: Response) => void = () => {};
    const r = remote('9.0.2', () => new Promise<Response>((resolve) => (release = resolve)));
    expect(await remoteStyles([r.target], 5)).toEqual({ inline: [], links: ['/_remotes/search/9.0.2/style.css'] });
    release(css('a{b:c}'));
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(await remoteStyles([r.target], 5)).toEqual({ inline: ['a{b:c}'], links: [] });
    expect(r.requests).toHaveLength(1);
  });

  it('links what is not plain CSS or failed; a server error or a throw is asked again, a 404 is not', async () => {
    const notCss = remote('9.0.3', () => css('<html>', 200, 'text/html'));
    expect((await remoteStyles([notCss.target])).links).toEqual(['/_remotes/search/9.0.3/style.css']);
    const missing = remote('9.0.4', () => css('Not found', 404, 'text/plain'));
    await remoteStyles([missing.target]);
    await remoteStyles([missing.target]);
    expect(missing.requests).toHaveLength(1);
    let calls = 0;
    const flaky = remote('9.0.5', () => (++calls === 1 ? css('down', 503, 'text/plain') : css('p{m:0}')));
    expect((await remoteStyles([flaky.target])).links).toHaveLength(1);
    expect((await remoteStyles([flaky.target])).inline).toEqual(['p{m:0}']);
    const throws = remote('9.0.6', () => {
      throw new Error('binding down');
    });
    expect((await remoteStyles([throws.target])).links).toHaveLength(1);
    await remoteStyles([throws.target]);
    expect(throws.requests).toHaveLength(2);
  });
});

describe('inlinable', () => {
  it('refuses what would change meaning or weight inside the page: url(), @import, </style, the size cap', () => {
    expect(inlinable('.a{color:red}')).toBe('.a{color:red}');
    expect(inlinable('.a{background:url(x.png)}')).toBeNull();
    expect(inlinable('@import "other.css";')).toBeNull();
    expect(inlinable('.a{content:"</style><script>"}')).toBeNull();
    expect(inlinable('a'.repeat(MAX_INLINE_CSS_BYTES))).not.toBeNull();
    expect(inlinable('é'.repeat(MAX_INLINE_CSS_BYTES / 2 + 1))).toBeNull();
  });
});
