import { platformLegalPage, SiteConfigSchema } from '@forecourt/contracts';
import { makeFragmentRequest as request, GROUP_SITE_FIXTURE as site } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import definition from '../remote.js';

const timeline = [
  { decade: '1950s', title: 'First yard', body: 'Opened in 1956.' },
  { decade: '2020s', title: 'Electric', body: 'Our first EV showroom.' },
];
const about = {
  slug: 'about-us',
  title: 'About Us',
  summary: 'Fixture Motor Group sells cars.',
  show_history: true,
  updated: '2026-10-15',
  sections: [
    { paragraphs: ['We started small.'], bullets: [] },
    { heading: 'Why us', paragraphs: [], bullets: ['Honest prices', '<b>not markup</b>'] },
  ],
};
const render = (infoPage: unknown, siteOver: Record<string, unknown> = {}) =>
  renderForTest(
    definition,
    request(
      '/about-us',
      { site: SiteConfigSchema.parse({ ...site, history_timeline: timeline, ...siteOver }), infoPage },
      undefined,
      {
        component: 'InfoPage',
      },
    ),
  );

describe('information page', () => {
  it('renders the title, lead, sections and (About Us on the group site) the decade timeline', async () => {
    const { html, props } = await render(about);
    expect(html).toContain('<h1>About Us</h1>');
    expect(html).toContain('We started small.');
    expect(html).toContain('<h2>Why us</h2>');
    expect(html).toContain('role="tablist"');
    expect(html).toContain('1950s');
    expect(props).toMatchObject({ timeline, updated: null });
  });

  it("the site's text is text: markup in it is escaped, never rendered", async () => {
    const { html } = await render(about);
    expect(html).toContain('&lt;b&gt;not markup&lt;/b&gt;');
    expect(html).not.toContain('<b>not markup</b>');
  });

  it('no timeline where the page does not ask for it; legal pages say when they changed, in the site locale', async () => {
    const terms = platformLegalPage('terms-and-conditions', 'Fixture Motor Group');
    const { html, props } = await render(terms, { locale: 'en-US' });
    expect(props.timeline).toEqual([]);
    expect(html).not.toContain('role="tablist"');
    expect(html).toContain('Last updated November 1, 2026');
  });

  it('refuses a page that fails the schema (the RPC props are a boundary)', async () => {
    await expect(render({ ...about, slug: 'nope' })).rejects.toThrow();
  });
});
