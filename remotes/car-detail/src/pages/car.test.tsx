import { type Car, CarJsonLdSchema, carJsonLd, SiteConfigSchema } from '@forecourt/contracts';
import { makeCar, makeFragmentRequest as request, GROUP_SITE_FIXTURE as site } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import definition from '../remote.js';
import { CarPage } from './CarPage.js';
import { carProps } from './car-props.js';

const NOW = Date.parse('2026-11-22T03:00:00Z'); // Sunday 2pm in Sydney
const payments = [{ authorization_type: 'stripe', authorization_key: 'pk_test_x', deposit_amount: 500 }];
const car = (over: Partial<Car> = {}): Car =>
  makeCar({
    location_id: 11,
    vin: 'JTDBR32E720012345',
    images: [1, 2, 3].map((n) => ({ image: { url: `/media/cars/x/${n}.svg` } })),
    primary_image_url: '/media/cars/x/1.svg',
    payment_processors: payments,
    location: { name: 'Fixture Toyota', phone: '02 5550 1100', slug: 'fixture-toyota', distribution_locations: [] },
    ...over,
  });
const render = (c: Car, siteOver: Record<string, unknown> = {}) => {
  const s = SiteConfigSchema.parse({ ...site, features: { payments: true }, ...siteOver });
  const props = carProps(request('/cars/x', { site: s, carPage: { found: true, car: c } }, NOW));
  return { props, html: renderToString(<CarPage {...props} />) };
};

describe('car page server render', () => {
  it('shows the phone in full unless the site hides it; masked after 5 characters where hidden', () => {
    expect(render(car()).html).toContain('href="tel:0255501100">02 5550 1100<');
    const hidden = render(car(), { hide_phone_numbers: true });
    expect(hidden.html).toContain('02 55XX XXXX');
    expect(hidden.html).toContain('Show number');
    // The full number is nowhere in the page source: neither the HTML nor the hydration props.
    for (const text of [hidden.html, JSON.stringify(hidden.props)]) {
      expect(text).not.toContain('5550 1100');
      expect(text).not.toContain('55501100');
    }
  });

  it('WhatsApp: a wa.me link to the E.164 mobile with the car in the message; a reveal button where numbers are hidden', () => {
    const mobile = car({
      stocknum: 'U1234',
      location: { name: 'Fixture Toyota', phone: '0412 345 678', slug: 'fixture-toyota', distribution_locations: [] },
    });
    const shown = render(mobile);
    expect(shown.html).toMatch(
      /href="https:\/\/wa\.me\/61412345678\?text=Hi%2C%20I[^"]*interested%20in%20the%202021%20Toyota[^"]*stock%20U1234[^"]*"[^>]*>WhatsApp</,
    );
    const hidden = render(mobile, { hide_phone_numbers: true });
    expect(hidden.html).toMatch(/<button type="button" class="cd-btn cd-btn--half">WhatsApp<\/button>/);
    expect(hidden.html + JSON.stringify(hidden.props)).not.toContain('412345678');
    // A landline has no WhatsApp (it does not normalise to an E.164 mobile).
    expect(render(car()).html).not.toContain('WhatsApp');
  });

  it('enquire and test drive go to the forms with the car id (the forms page looks the car up)', () => {
    const { html, props } = render(car({ id: 42 }), {
      standard_links: { finance: '/finance', trade_in: '/valuations', contact: '/dealerships' },
    });
    // The vehicle enquiry form, even where the site's standard contact link is a page (/dealerships).
    expect(html).toContain('id="enquire" href="/contact?car_id=42"');
    expect(html).toContain('href="/book-test-drive?car_id=42"');
    expect(props.kind === 'car' && props.actions.enquire).toBe('/contact?car_id=42');
  });

  it('Reserve Now with the deposit: full width with a file, half without', () => {
    const withFile = render(car({ file: '/files/report.pdf' })).html;
    expect(withFile).toMatch(/data-width="full"[^>]*>Reserve Now/);
    expect(withFile).toContain('$500<!-- --> deposit');
    const noFile = render(car({ file: null })).html;
    expect(noFile).toMatch(/data-width="half"[^>]*>Reserve Now/);
  });

  it('no Reserve Now when payments are off or the car is reserved', () => {
    expect(render(car(), { features: { payments: false } }).html).not.toContain('Reserve Now');
    expect(render(car({ reserved: true })).html).not.toContain('>Reserve Now');
  });

  it('history report only when the car has a file', () => {
    expect(render(car({ file: null })).html).not.toContain('Car History Report');
    expect(render(car({ file: '/files/r.pdf' })).html).toContain('Car History Report');
  });

  it('price text, price type, before price; no-price text; below-market badge', () => {
    const priced = render(
      car({
        price: 25990,
        price_type: 'Drive Away',
        before_price: 27990,
        autograb_data: { average_market_price: 27000, state_average_market_price: null },
      }),
    ).html;
    expect(priced).toContain('$25,990');
    expect(priced).toContain('Drive Away');
    expect(priced).toContain('<s class="cd-price__before">$27,990</s>');
    expect(priced).toContain('$1,010 below market average');
    expect(render(car({ price: 5 })).html).toContain('Enquire for price.');
    expect(render(car({ price: 0, preorder: true })).html).toContain('PREORDER');
  });

  it('a sold car shows the sold tag and Find Me Something Similar instead of the actions', () => {
    const { html } = render(car({ status: 'sold', sold: true, sold_date_timestamp: NOW / 1000 - 3600 }));
    expect(html).toContain('JUST SOLD');
    expect(html).toContain('Find Me Something Similar');
    expect(html).not.toContain('Reserve Now');
    expect(html).not.toContain('Book a Test Drive');
  });

  it('certified dialog only for certified cars on the brand template with the flag on', () => {
    const brand = { template: 'brand', certified_dialog: true };
    expect(render(car({ certified: true }), brand).html).toContain('See certified information');
    // The flag alone is not enough: the dialog belongs to the manufacturer (brand) template.
    expect(render(car({ certified: true }), { certified_dialog: true }).html).not.toContain(
      'See certified information',
    );
    expect(render(car({ certified: true }), { template: 'brand' }).html).not.toContain('See certified information');
    expect(render(car({ certified: false }), brand).html).not.toContain('See certified information');
  });

  it('finance label from config; Apply Now carries the finance query', () => {
    const { html } = render(car({ id: 42, car_type: 'used' }), { finance_label: 'Finance This Car' });
    expect(html).toContain('Finance This Car');
    expect(html).toMatch(
      /href="\/apply-for-finance\?preferredDealership=[^"]*vehiclePriceBudget=25990&amp;car_id=42&amp;car_type=used&amp;vin=JTDBR32E720012345#finance-form"/,
    );
  });

  it('gallery: first image high priority and eager; the rest wait for the viewport, with a noscript copy', () => {
    const { html } = render(car());
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toContain('640w');
    expect(imgs[0]).toContain('sizes=');
    // Photos 2 and 3: no src in the server HTML (the observer sets it within 200px of the viewport) …
    const lazy = imgs.filter((i) => i.includes('class="cd-lazy"'));
    expect(lazy).toHaveLength(2);
    for (const img of lazy) {
      expect(img).not.toMatch(/ src=/);
    }
    // … and a <noscript> copy with src, srcset and native lazy loading for browsers without JavaScript,
    // where one <noscript> style hides the src-less lazy images: each photo shows once, no grey boxes.
    const noscript = [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map((m) => m[1]!);
    const copies = noscript.filter((n) => n.startsWith('<img'));
    expect(copies).toHaveLength(2);
    for (const img of copies) expect(img).toMatch(/<img src="[^"]+2\.svg|<img src="[^"]+3\.svg/);
    expect(copies.every((i) => i.includes('loading="lazy"') && i.includes('srcSet='))).toBe(true);
    expect(noscript.filter((n) => n === '<style>.cd-lazy{display:none!important}</style>')).toHaveLength(1);
  });

  it('specifications in the locale unit; location card with today (Sunday) hours; dealer link', () => {
    const au = render(car({ km: 45210 })).html;
    expect(au).toContain('45,210 km');
    expect(au).toContain('Today</span> <!-- -->Closed');
    expect(au).toContain(`href="/search/${car().dealership_slug}"`);
    const us = render(car({ km: 10000 }), { locale: 'en-US', currency: 'USD' }).html;
    expect(us).toContain('10,000 mi');
    expect(us).toContain('Color');
  });

  it('trade-in only for eligible cars; sidebar Interested in this vehicle?', () => {
    const { html } = render(car());
    expect(html).toContain('Interested in this vehicle?');
    expect(html).toContain('Trade In Valuation');
    expect(render(car({ tag: 'Test Drive Only' })).html).not.toContain('Trade In Valuation');
  });

  it('Enquire / Test Drive only where the site offers that form (site config lead_forms)', () => {
    const all = render(car({ id: 9 }));
    expect(all.html).toContain('href="/contact?car_id=9"');
    expect(all.html).toContain('href="/book-test-drive?car_id=9"');
    const forms = (site as { lead_forms?: string[] }).lead_forms ?? [];
    const narrow = render(car({ id: 9 }), {
      lead_forms: forms.filter((f) => f !== 'vehicle-enquiry' && f !== 'test-drive'),
      chat: { livechat_agent_group: 'sales' },
    });
    expect(narrow.props.kind === 'car' && narrow.props.actions).toMatchObject({
      enquire: null,
      testDrive: null,
      chat: null,
    });
    expect(narrow.html).not.toContain('Enquire Now');
    expect(narrow.html).not.toContain('Book a Test Drive');
  });

  it('chat button only where a chat provider is configured and chat is not hidden on car pages', () => {
    const chat = { livechat_agent_group: 'sales' };
    const shown = render(car({ id: 9 }), { chat });
    // A link to this car's enquiry form (works without JavaScript; with it the shell opens the widget).
    expect(shown.html).toContain(
      '<a class="cd-btn cd-btn--half" href="/contact?car_id=9" data-open-chat="">Chat with us</a>',
    );
    expect(shown.props.kind === 'car' && shown.props.actions.chat).toEqual({ fallback: '/contact?car_id=9' });
    expect(render(car(), { chat: { zendesk: 'dealer.zendesk' } }).html).toContain('Chat with us');
    expect(render(car(), { chat: { ...chat, hidden_on_paths: ['/cars'] } }).html).not.toContain('Chat with us');
    expect(render(car()).html).not.toContain('Chat with us');
  });

  it('not found: similar stock, complete in the server HTML (the lazy 404 chunk is awaited, no swap script)', async () => {
    const s = SiteConfigSchema.parse(site);
    const req = request('/cars/x', { site: s, carPage: { found: false, slug: 'x', similar: [car({ id: 7 })] } }, NOW, {
      component: 'CarPage',
    });
    const { html } = await renderForTest(definition, req);
    expect(html).toContain('no longer available');
    expect(html).toContain('cd-similar__card');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });

  it('the JSON-LD the edge writes validates against the encoded Car shape', () => {
    const s = SiteConfigSchema.parse(site);
    expect(CarJsonLdSchema.safeParse(carJsonLd(car(), s, 'https://fixture.example/cars/x')).success).toBe(true);
  });

  it('finance: the calculator disclosure for a priced, available car (closed, no calculator in the HTML); the lender on a finance-flagged manufacturer; event 58', () => {
    const { html, props } = render(car({ price: 30000 }));
    if (props.kind !== 'car') throw new Error('a car page');
    expect(props.events.financeLink).toBe(58);
    expect(props.finance).toMatchObject({ price: 30000, rate: 10, lender: null, summary: 'Calculate repayments' });
    expect(props.finance?.terms).toContain('60');
    expect(html).toMatch(/<details class="cd-calc"><summary>Calculate repayments<\/summary>(<!--[$/]*-->)*<\/details>/);
    // SPEC §9: manufacturer ids 8, 9, 27 are finance-flagged; 7 is not.
    const flagged = render(car({ price: 30000 }), { manufacturer_id: 8, finance_label: 'Toyota Finance' }).props;
    expect(flagged.kind === 'car' && flagged.finance?.summary).toBe('Calculate repayments with Toyota Finance');
    const plain = render(car({ price: 30000 }), { manufacturer_id: 7, finance_label: 'Toyota Finance' }).props;
    expect(plain.kind === 'car' && plain.finance?.lender).toBeNull();
    // A sold car has no calculator.
    const sold = render(car({ price: 30000, status: 'sold' })).props;
    expect(sold.kind === 'car' && sold.finance).toBeNull();
  });
  it('a rental (issue 35): no finance, trade-in, test drive, reserve, calculator or Apply Now; its own selling points', () => {
    const { html, props } = render(car({ id: 7, price: 49, price_type: 'Per Day', file: '/files/r.pdf' }), {
      template: 'mobility',
      finance_label: 'Get Finance',
    });
    expect(props.kind === 'car' && props.vehicleKind).toBe('rental');
    for (const text of [
      'Get Finance',
      'Trade-in',
      'Book a Test Drive',
      'Reserve',
      'Calculate repayments',
      'Car History Report',
    ])
      expect(html, text).not.toContain(text);
    expect(html).not.toContain('/apply-for-finance');
    expect(html).not.toContain('Interested in this vehicle?');
    expect(html).toContain('Priced by the day');
    expect(html).toContain('href="/contact?car_id=7"');
  });

  it('a selling point needs its action: no Reserve, no "Reserve quickly online" (payments off)', () => {
    const { html } = render(car(), { features: { payments: false } });
    expect(html).not.toContain('Reserve quickly online');
    expect(html).not.toContain('Secure online payments');
    expect(html).toContain('Apply for finance');
  });
});
