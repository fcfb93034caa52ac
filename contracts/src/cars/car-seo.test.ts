import { describe, expect, it } from 'vitest';
import { makeSiteInput } from '../site/site.fixture.js';
import { SiteConfigSchema } from '../site/site-config.schema.js';
import { makeCar } from './car.fixture.js';
import { CarJsonLdSchema, carHead, carJsonLd } from './car-seo.js';
import { carTitle } from './car-title.js';
import { tradeInEligible } from './trade-in.js';

const site = SiteConfigSchema.parse(makeSiteInput({ url: 'https://fixture.example' }));
const us = SiteConfigSchema.parse(makeSiteInput({ url: 'https://us.example', locale: 'en-US', currency: 'USD' }));
const url = 'https://fixture.example/cars/2021-toyota-corolla-abc123';

describe('car SEO', () => {
  it('title joins year, make, model, badge, series', () => {
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent', series: 'ZWE' })).toBe(
      '2021 Toyota Corolla Ascent ZWE',
    );
  });

  it('JSON-LD is a schema.org Car with offers, VIN, odometer and an AutoDealer seller', () => {
    const ld = carJsonLd(makeCar({ vin: 'JTDBR32E720012345' }), site, url);
    expect(CarJsonLdSchema.parse(ld)).toBeTruthy();
    expect(ld.vehicleIdentificationNumber).toBe('JTDBR32E720012345');
    expect(ld.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' });
    expect(ld.offers.price).toBe(25990);
    expect(ld.offers.priceCurrency).toBe('AUD');
    expect(ld.offers.seller['@type']).toBe('AutoDealer');
  });

  it('miles on US sites, no price when none is shown, SoldOut when sold', () => {
    const ld = carJsonLd(makeCar({ km: 10000, price: 0, status: 'sold', sold: true }), us, url);
    expect(ld.mileageFromOdometer.unitCode).toBe('SMI');
    expect(ld.mileageFromOdometer.value).toBe(10000);
    expect(ld.offers.price).toBeUndefined();
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
    expect(CarJsonLdSchema.safeParse(ld).success).toBe(true);
  });

  it('head has OpenGraph, Twitter and the JSON-LD', () => {
    const head = carHead(makeCar({ images: [{ image: { url: '/media/cars/x/1.svg' } }] }), site, url);
    const metas = head.tags.filter((t) => t.tag === 'meta').map((t) => (t.tag === 'meta' ? t.attrs : {}));
    expect(metas.some((m) => m.property === 'og:image')).toBe(true);
    expect(metas.some((m) => m.name === 'twitter:card' && m.content === 'summary_large_image')).toBe(true);
    expect(head.tags.filter((t) => t.tag === 'script:ld+json')).toHaveLength(1);
    expect(head.description).toContain('$25,990');
  });
});

describe('trade-in eligibility', () => {
  it('available, unreserved, priced, not test-drive-only', () => {
    expect(tradeInEligible(makeCar())).toBe(true);
    expect(tradeInEligible(makeCar({ status: 'sold', sold: true }))).toBe(false);
    expect(tradeInEligible(makeCar({ reserved: true }))).toBe(false);
    expect(tradeInEligible(makeCar({ tag: 'Test Drive Only' }))).toBe(false);
    expect(tradeInEligible(makeCar({ price: 0 }))).toBe(false);
  });
});
