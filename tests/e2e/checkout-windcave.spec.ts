import { request } from 'node:http';
import { expect, type Page, type Route, test } from '@playwright/test';
import { axe, expectConfirmation, reservePaths, toPayment } from './checkout-helpers.js';
import { collectErrors, siteUrl } from './helpers.js';
import { E2E_PORT } from './playwright.config.js';

/**
 * Reserve with Windcave in Chromium on tasman-motors (issue 12): the edge creates a Windcave session through
 * its REST client — answered by a LOCAL STAND-IN of the Windcave API that e2e-server.sh runs
 * (tests/support/windcave-stand-in.worker.mjs, never Windcave) — and the browser goes to the session's Hosted
 * Payment Page. That page is Windcave's, so here it is a LOCAL STAND-IN too, routed below: paying completes the
 * session in the API stand-in, sends the shopper back to the callback URL with `sessionId` and sends the
 * notification, as Windcave does. The edge believes neither: it asks the session from the API.
 */
const SITE = 'tasman-motors';
const HPP = 'https://windcave-standin.test/hpp/';
const STAND_IN = `http://127.0.0.1:${E2E_PORT + 2000}`;

/** Windcave's notification: a GET to the session's notificationUrl with sessionId (sent through the edge's port). */
function notify(notificationUrl: string, session: string): Promise<number> {
  const url = new URL(notificationUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path: `${url.pathname}?sessionId=${session}`,
        headers: { host: url.host },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function hostedPaymentPage(page: Page) {
  await page.route(`${HPP}**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const session = url.searchParams.get('SessionId') ?? '';
    const outcome = url.searchParams.get('outcome');
    if (!outcome)
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Windcave stand-in payment page</title></head><body><main>
<h1>Windcave stand-in: pay the deposit</h1><p>A local stand-in of Windcave's hosted payment page (not Windcave).</p>
<p><a href="${HPP}?SessionId=${session}&outcome=approved">Pay with an approved card</a></p>
<p><a href="${HPP}?SessionId=${session}&outcome=declined">Pay with a declined card</a></p></main></body></html>`,
      });
    const paid = (await (await fetch(`${STAND_IN}/_pay/${session}?outcome=${outcome}`, { method: 'POST' })).json()) as {
      callbackUrls: { approved: string; declined: string };
      notificationUrl: string;
    };
    const back = new URL(outcome === 'approved' ? paid.callbackUrls.approved : paid.callbackUrls.declined);
    back.searchParams.set('sessionId', session);
    // Windcave notifies the dealer's server as well as sending the shopper back; the order is not guaranteed.
    expect(await notify(paid.notificationUrl, session)).toBe(200);
    return route.fulfill({ status: 303, headers: { location: back.toString() } });
  });
}

test("Windcave: the hosted payment page, a decline, then paid; the shopper's return ends on the confirmation", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await hostedPaymentPage(page);
  const [first, second] = await reservePaths(page, SITE, 2);
  expect(first && second).toBeTruthy();

  await page.setViewportSize({ width: 390, height: 844 });
  await toPayment(page, SITE, first as string);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: /^Pay (NZ)?\$[\d,]+ deposit$/ }).click();
  await page.getByRole('link', { name: 'Pay with a declined card' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your payment did not go through' })).toBeFocused();
  expect(await axe(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await toPayment(page, SITE, second as string, true);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('link', { name: 'Pay with an approved card' }).click();
  await expectConfirmation(page, 'NZD');
  expect(await axe(page)).toEqual([]);
  await page.goto(siteUrl(SITE, second as string));
  await expect(page.getByText('This vehicle is already reserved.')).toBeVisible();
  expect(errors).toEqual([]);
});
