import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * Issue 15 chat through the edge: the page policy admits exactly the chat provider the site's settings
 * name (script, frame and connect origins), nothing for a site without one; pages that offer chat carry
 * the Text us button (a link to the enquiry form), hidden on the site's configured paths.
 */
let p: Platform;
beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota', 'redline-motorcycles', 'outback-campers', 'roadhaul-trucks'],
  });
});
afterAll(() => p?.dispose());

const page = async (host: string, path: string) => {
  const res = await p.get(host, path);
  return { csp: res.headers.get('content-security-policy') ?? '', html: await res.text(), status: res.status };
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('chat in the page policy and the page (issue 15)', () => {
  it('harbourside (LiveChat): its origins on every page, no Zendesk; the button with the provider', async () => {
    for (const path of ['/', '/contact', '/search']) {
      const { csp, html } = await page('harbourside.localhost', path);
      expect(directive(csp, 'script-src'), path).toContain('https://cdn.livechatinc.com');
      expect(directive(csp, 'frame-src')).toContain('https://secure.livechatinc.com');
      expect(directive(csp, 'connect-src')).toContain('wss://api.livechatinc.com');
      expect(csp).not.toMatch(/zdassets|zendesk/);
      expect(html).toContain('<a class="fc-chat__button" href="/contact" data-open-chat>Text us</a>');
      expect(html).toContain('&quot;kind&quot;:&quot;livechat&quot;');
    }
  });

  it('ridgeway-toyota (Zendesk): its snippet host and API, no LiveChat, no frame; none on /careers', async () => {
    const home = await page('ridgeway-toyota.localhost', '/');
    expect(directive(home.csp, 'script-src')).toContain('https://static.zdassets.com');
    expect(directive(home.csp, 'connect-src')).toContain('wss://*.zendesk.com');
    expect(directive(home.csp, 'frame-src')).toBe("frame-src 'none'");
    expect(home.csp).not.toContain('livechatinc');
    expect(home.html).toContain('id="fc-chat"');
    const careers = await page('ridgeway-toyota.localhost', '/careers');
    expect(careers.status).toBe(200);
    expect(careers.html).not.toContain('id="fc-chat"');
  });

  it('redline-motorcycles (no chat provider): no chat origin and no button', async () => {
    const { csp, html } = await page('redline-motorcycles.localhost', '/');
    expect(csp).not.toMatch(/livechatinc|zdassets|zendesk/);
    // Same-origin scripts and the inline import map's and rule set's hashes only: no third party.
    expect(directive(csp, 'script-src')).toMatch(
      /^script-src 'self' 'inline-speculation-rules'( 'sha256-[A-Za-z0-9+/=]+')*$/,
    );
    expect(html).not.toContain('fc-chat');
  });

  it('outback-campers (autobot) and roadhaul-trucks (Impel): frame and connect admit exactly the hosted page’s origin, no script; the autobot hides on car pages', async () => {
    for (const [host, origin, kind] of [
      ['outback-campers.localhost', 'https://autobot.example', 'autobot'],
      ['roadhaul-trucks.localhost', 'https://impel-chat.example', 'impel'],
    ] as const) {
      const { csp, html } = await page(host, '/');
      expect(directive(csp, 'frame-src')).toBe(`frame-src ${origin}`);
      expect(directive(csp, 'connect-src')).toContain(` ${origin}`);
      expect(directive(csp, 'script-src')).not.toContain('example');
      expect(csp).not.toMatch(/livechatinc|zdassets|zendesk/);
      expect(html).toContain(`&quot;kind&quot;:&quot;${kind}&quot;`);
      expect(html).toContain('.fc-chat-panel{'); // the panel's look, only where a hosted page is the chat
    }
    const search = await page('outback-campers.localhost', '/search/used-caravans');
    const car = search.html.match(/href="(\/campers\/[^"?#]+)"/)?.[1];
    expect(car).toBeTruthy();
    const carPage = await page('outback-campers.localhost', car!);
    expect(carPage.status).toBe(200);
    expect(carPage.html).not.toContain('id="fc-chat"');
    expect(search.html).toContain('id="fc-chat"');
    const harbourside = await page('harbourside.localhost', '/');
    expect(harbourside.html).not.toContain('.fc-chat-panel{');
  });
});
