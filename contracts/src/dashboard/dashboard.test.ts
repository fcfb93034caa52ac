import { describe, expect, it } from 'vitest';
import { makeCar } from '../cars/car.fixture.js';
import { DashboardWebhookSchema, parseDashboardCar, WebsiteSessionDataSchema } from './dashboard.schema.js';

describe('dashboard answers (SPEC §7)', () => {
  it("a body whose status is '404' means no such car; a car parses; anything else is a bad answer", () => {
    expect(parseDashboardCar({ status: '404' })).toEqual({ ok: true, car: null });
    expect(parseDashboardCar(makeCar())).toMatchObject({ ok: true, car: { id: 1 } });
    expect(parseDashboardCar(makeCar({ price: -1 }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('price'),
    });
    expect(parseDashboardCar({ status: 404 })).toMatchObject({ ok: false });
  });

  it('session data needs navigation, special hours and locations', () => {
    expect(WebsiteSessionDataSchema.safeParse({ navigation: {}, special_hours: [], locations: [] }).success).toBe(true);
    expect(WebsiteSessionDataSchema.safeParse({ navigation: {}, special_hours: [] }).success).toBe(false);
  });

  it('a webhook names a website and, for a car event, a safe car slug; unknown fields are refused', () => {
    expect(DashboardWebhookSchema.safeParse({ event: 'car.updated', website_id: 1, slug: 'a-b_1' }).success).toBe(true);
    expect(DashboardWebhookSchema.safeParse({ event: 'site.updated', website_id: 1 }).success).toBe(true);
    expect(DashboardWebhookSchema.safeParse({ event: 'car.updated', website_id: 1, slug: '../x' }).success).toBe(false);
    expect(DashboardWebhookSchema.safeParse({ event: 'car.updated', website_id: 1 }).success).toBe(false);
    expect(DashboardWebhookSchema.safeParse({ event: 'site.updated', website_id: 1, price: 1 }).success).toBe(false);
  });
});
