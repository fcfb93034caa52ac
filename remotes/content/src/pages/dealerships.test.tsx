import { SiteConfigSchema } from '@forecourt/contracts';
import { makeFragmentRequest as request, GROUP_SITE_FIXTURE as site } from '@forecourt/contracts/fixtures';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DealershipsPage } from './DealershipsPage.js';
import { dealershipsProps } from './dealerships-props.js';

const parsed = SiteConfigSchema.parse(site);

describe('dealerships page', () => {
  it('/dealerships groups primary, sales, then service and parts together', () => {
    const props = dealershipsProps(request('/dealerships', { site: parsed }));
    expect(props.groups.map((g) => [g.key, g.locations.map((l) => l.name)])).toEqual([
      ['primary', ['Fixture Toyota']],
      ['sales', ['Fixture Used Cars']],
      ['service-and-parts', ['Fixture Service Centre', 'Fixture Parts']],
    ]);
    expect(props.otherLink.href).toBe('/dealerships/all');
  });

  it('/dealerships/all lists service and parts separately', () => {
    const props = dealershipsProps(request('/dealerships/all', { site: parsed }));
    expect(props.groups.map((g) => g.key)).toEqual(['primary', 'sales', 'service', 'parts']);
  });

  it('hours: Mon-Fri on one line, 12-hour times, today (Sunday in Sydney) as "Today"', () => {
    const card = dealershipsProps(request('/dealerships', { site: parsed })).groups[0]!.locations[0]!;
    expect(card.hours).toEqual([
      { label: 'Mon-Fri', hours: '8:30am - 5:30pm', isToday: false },
      { label: 'Sat', hours: '9:00am - 1:00pm', isToday: false },
      { label: 'Today', hours: 'Closed', isToday: true },
    ]);
  });

  it('"Today" follows the site time zone, not UTC (Sunday 23:30 UTC is Monday in Sydney)', () => {
    const card = dealershipsProps(request('/dealerships', { site: parsed }, Date.parse('2026-11-22T23:30:00Z')))
      .groups[0]!.locations[0]!;
    expect(card.hours[0]).toEqual({ label: 'Mon-Fri', hours: '8:30am - 5:30pm', isToday: true });
    expect(card.hours.map((h) => h.label)).toEqual(['Mon-Fri', 'Sat', 'Sun']);
  });

  it('holiday hours: upcoming only, sorted, with the SPEC dialog title and status text', () => {
    const card = dealershipsProps(request('/dealerships', { site: parsed })).groups[0]!.locations[0]!;
    expect(card.holiday.title).toBe('Holiday Opening Hours: Fixture Toyota');
    expect(card.holiday.days).toEqual([
      { date: '2026-12-24', dateText: 'Thu 24 Dec 2026', label: 'Christmas Eve', text: '9:00am - 1:00pm', open: true },
      { date: '2026-12-25', dateText: 'Fri 25 Dec 2026', label: 'Christmas Day', text: 'Closed', open: false },
    ]);
    // Issue 34: the dialog writes dates as the site's locale does, never ISO.
    const us = SiteConfigSchema.parse({ ...parsed, locale: 'en-US' });
    const usCard = dealershipsProps(request('/dealerships', { site: us })).groups[0]!.locations[0]!;
    expect(usCard.holiday.days.map((d) => d.dateText)).toEqual(['Thu, Dec 24, 2026', 'Fri, Dec 25, 2026']);
    const html = renderToString(<DealershipsPage {...dealershipsProps(request('/dealerships', { site: parsed }))} />);
    expect(html).toContain('<time dateTime="2026-12-25">Fri 25 Dec 2026</time>');
  });

  it('server HTML holds addresses, map links, phones, hours and the holiday button', () => {
    const html = renderToString(<DealershipsPage {...dealershipsProps(request('/dealerships', { site: parsed }))} />);
    expect(html).toContain('1 Test Street, Parramatta NSW 2150');
    expect(html).toContain('href="https://maps.example/?q=1+Test+Street"');
    expect(html).toContain('href="tel:0255501100"');
    expect(html).toContain('View Holiday Hours');
    expect(html).toContain('Holiday Opening Hours: Fixture Toyota');
  });

  it('refuses props that are not a site configuration (the RPC boundary is parsed)', () => {
    expect(() => dealershipsProps(request('/dealerships', { site: { name: 'x', locations: 'nope' } }))).toThrow();
    expect(() => dealershipsProps(request('/dealerships', {}))).toThrow();
  });
});
