import { makeCar } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { type DashboardConfig, dashboardConfig, fetchDashboardCar, fetchSessionData } from './client.js';

/** A client whose fetch answers from a list of responses (or throws), recording each call. */
function client(answers: (Response | Error)[]) {
  const calls: { url: string; auth: string | null }[] = [];
  const cfg: DashboardConfig = {
    ...(dashboardConfig({
      DASHBOARD_URL: 'https://dash.example/',
      DASHBOARD_USER: 'u',
      DASHBOARD_API_KEY: 'k',
    }) as DashboardConfig),
    retryDelayMs: 0,
    fetch: async (input, init) => {
      calls.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      const next = answers.shift() ?? new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { cfg, calls };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('dashboard client', () => {
  it('is off without DASHBOARD_URL', () => {
    expect(dashboardConfig({})).toBeNull();
  });

  it('sends Basic auth to the SPEC §7 car path and parses the car', async () => {
    const car = makeCar();
    const { cfg, calls } = client([json(car)]);
    expect(await fetchDashboardCar(cfg, 7, car.slug)).toEqual({ ok: true, value: car });
    expect(calls).toEqual([
      { url: `https://dash.example/websites/7/cars/${car.slug}.json`, auth: `Basic ${btoa('u:k')}` },
    ]);
  });

  it("a body whose status is '404' is no such car (with HTTP 200 or 404)", async () => {
    expect(await fetchDashboardCar(client([json({ status: '404' })]).cfg, 7, 'x')).toEqual({ ok: true, value: null });
    expect(await fetchDashboardCar(client([json({ status: '404' }, 404)]).cfg, 7, 'x')).toEqual({
      ok: true,
      value: null,
    });
  });

  it('retries a network error, a timeout and a 5xx up to 2 times, then gives up', async () => {
    const car = makeCar();
    const flaky = client([new TypeError('network'), json({}, 503), json(car)]);
    expect(await fetchDashboardCar(flaky.cfg, 7, car.slug)).toEqual({ ok: true, value: car });
    expect(flaky.calls).toHaveLength(3);
    const down = client([json({}, 500), json({}, 500), json({}, 500), json(car)]);
    expect(await fetchDashboardCar(down.cfg, 7, car.slug)).toMatchObject({
      ok: false,
      error: expect.stringContaining('HTTP 500'),
    });
    expect(down.calls).toHaveLength(3);
  });

  it('does not retry a 401 and reports it', async () => {
    const denied = client([json({ error: 'no' }, 401)]);
    expect(await fetchSessionData(denied.cfg, 7)).toMatchObject({
      ok: false,
      error: expect.stringContaining('HTTP 401'),
    });
    expect(denied.calls).toHaveLength(1);
  });

  it('refuses an answer the schema refuses, a non-JSON body and a car that is not the one asked for', async () => {
    expect(await fetchSessionData(client([json({ navigation: 1 })]).cfg, 7)).toMatchObject({ ok: false });
    expect(await fetchSessionData(client([new Response('<html>')]).cfg, 7)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not JSON'),
    });
    expect(await fetchDashboardCar(client([json(makeCar({ slug: 'other' }))]).cfg, 7, 'asked')).toMatchObject({
      ok: false,
    });
  });
});
