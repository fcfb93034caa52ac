import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeFragmentRequest as request } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import definition from '../remote.js';

const NOW = Date.parse('2026-11-22T03:00:00Z');
const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const role = {
  slug: 'technician',
  title: 'Service Technician <b>& Mentor</b>',
  position: 'Service Technician',
  employment_type: 'Full-time',
  location_id: site.locations[0]?.id ?? null,
  summary: 'Fix cars.',
  duties: ['Servicing', 'Diagnostics'],
  posted: '2026-11-10',
  closes: '2026-12-10',
};
const render = (openPositions: unknown[]) =>
  renderForTest(definition, request('/current-positions', { site, openPositions }, NOW, { component: 'CareersPage' }));

describe('current positions', () => {
  it('lists each open role with its type, location, dates and an apply link to the careers form', async () => {
    const { html } = await render([
      role,
      {
        ...role,
        slug: 'anywhere',
        title: 'Parts Interpreter',
        position: 'Parts Interpreter',
        location_id: null,
        closes: null,
        duties: [],
      },
    ]);
    expect(html).toContain('<h1>Current Positions</h1>');
    expect(html).toContain('2 roles are open now.');
    // Text, never markup, from the dealer's data.
    expect(html).toContain('Service Technician &lt;b&gt;&amp; Mentor&lt;/b&gt;');
    expect(html).toContain(`Full-time · ${site.locations[0]?.name}`);
    expect(html).toContain(`Any ${site.name} location`);
    expect(html).toContain('<time dateTime="2026-12-10">10 December 2026</time>');
    expect(html).toContain(
      'href="/careers?position=Service+Technician&amp;job=Service+Technician+%3Cb%3E%26+Mentor%3C%2Fb%3E#careers-form"',
    );
    expect(html).toContain('<li>Diagnostics</li>');
  });

  it('without open roles: says so and still offers a general application', async () => {
    const { html } = await render([]);
    expect(html).toContain('There are no open roles right now');
    expect(html).toContain('href="/careers"');
  });
});
