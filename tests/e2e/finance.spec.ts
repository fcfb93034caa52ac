import AxeBuilder from '@axe-core/playwright';
import {
  FORM_MESSAGES,
  formatMoney,
  repayments,
  submitFailureMessage,
  USER_DETAILS_STORAGE_KEY,
} from '@forecourt/contracts';
import { expect, test } from '@playwright/test';
import { collectErrors, firstCarPath, siteUrl, waitForHydration } from './helpers.js';

// Issue 15: the repayment calculator on car pages (a lazy chunk opened by a disclosure) and on the
// finance form, with an editable rate; event 58 on a finance link; postcode geocoding ('Invalid postcode')
// and the nearest location preselected by great-circle distance.

const PHONE = { width: 390, height: 844 };
const aud = (n: number) => formatMoney(n, 'AUD');

test('car page: the calculator loads on open, by keyboard; editing the rate changes the repayments; event 58', async ({
  page,
}) => {
  const path = await firstCarPath(page, 'harbourside');
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('RepaymentCalculator')) chunks.push(r.url());
  });
  const errors = collectErrors(page);
  await page.goto(siteUrl('harbourside', path));
  await waitForHydration(page);
  const summary = page.locator('.cd-calc summary');
  await expect(summary).toHaveText('Calculate repayments');
  expect(chunks, 'the first load has no calculator code').toEqual([]);

  // Keyboard: focus the disclosure and open it with Enter.
  await summary.focus();
  await page.keyboard.press('Enter');
  const price = page.getByLabel('Vehicle price ($)');
  await expect(price).toBeVisible();
  expect(chunks).toHaveLength(1);
  const carPrice = Number(await price.inputValue());
  expect(carPrice).toBeGreaterThan(0);
  await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('10');
  await expect(page.getByLabel('Loan term')).toHaveValue('60');
  const result = page.getByTestId('repayments');
  await expect(result).toHaveAttribute('aria-live', 'polite');
  const at10 = repayments({ price: carPrice, termMonths: 60, ratePercent: 10 });
  await expect(result).toContainText(`Per week${aud(at10.weekly)}`);
  await expect(result).toContainText(`Per fortnight${aud(at10.fortnightly)}`);
  await expect(result).toContainText(`Per month${aud(at10.monthly)}`);

  // The rate is editable; so are deposit and term. The first change is SPEC §9 event 26 (once per page).
  const posted: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events') && r.method() === 'POST') posted.push(JSON.parse(r.postData() ?? '{}').event);
  });
  await page.getByLabel('Interest rate (% p.a.)').fill('6.5');
  await page.getByLabel('Deposit ($)').fill('5000');
  await page.getByLabel('Loan term').selectOption('36');
  const edited = repayments({ price: carPrice, deposit: 5000, termMonths: 36, ratePercent: 6.5 });
  await expect(result).toContainText(`Per month${aud(edited.monthly)}`);
  await expect(result).toContainText(`Per week${aud(edited.weekly)}`);
  expect(edited.monthly).not.toBe(at10.monthly);
  // A rate out of bounds: a message tied to the field, no figures.
  await page.getByLabel('Interest rate (% p.a.)').fill('150');
  await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a rate from 0 to 100 %.')).toBeVisible();
  await expect(result).not.toContainText('Per month');
  await expect.poll(() => posted.filter((e) => e.category === 26)).toHaveLength(1);
  expect(posted.find((e) => e.category === 26)).toMatchObject({
    event_properties: { source: 'car', car_id: expect.any(Number), changed: 'ratePercent' },
  });

  const axe = await new AxeBuilder({ page }).include('.cd-calc').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // SPEC §9 event 58: the finance link (the car's finance button) posts it with the car.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
  await page.locator('.cd-actions a[href*="#finance-form"]').click();
  const body = JSON.parse((await sent).postData() ?? '{}');
  expect(body.event).toMatchObject({ category: 58, event_properties: { car_id: expect.any(Number) } });
  expect(errors).toEqual([]);
});

test('car page on a finance-flagged manufacturer (Toyota, id 8): the calculator names its finance', async ({
  page,
}) => {
  const path = await firstCarPath(page, 'ridgeway-toyota');
  await page.goto(siteUrl('ridgeway-toyota', path));
  await waitForHydration(page);
  await page.locator('.cd-calc summary').click();
  await expect(page.locator('.cd-calc summary')).toHaveText('Calculate repayments with Toyota Finance');
  await expect(page.locator('.cd-calc__note')).toContainText('ask Toyota Finance for your rate');
});

test('car page calculator at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const path = await firstCarPath(page, 'harbourside');
  await page.goto(siteUrl('harbourside', path));
  await waitForHydration(page);
  await page.locator('.cd-calc summary').click();
  await expect(page.getByTestId('repayments')).toContainText('Per month');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.locator('.cd-calc').screenshot({ path: test.info().outputPath('finance-car-390.png') });
});

test("/finance: an unknown postcode shows 'Invalid postcode'; the loan step's rate is editable", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('harbourside', '/finance?vehiclePriceBudget=30000#finance-form'));
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Sam Lee');
  await page.getByLabel('Mobile Number').fill('0412345678');
  await page.getByLabel('Email Address').fill('sam+geo@example.com');
  // 4 digits, but no Australian postcode: said as soon as it is typed, and the step does not advance.
  await page.getByLabel('Postcode').fill('0000');
  await expect(page.getByText(FORM_MESSAGES.geocodePostcode, { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel("I'm not a robot (test captcha)").check();
  const events: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events') && r.method() === 'POST') events.push(JSON.parse(r.postData() ?? '{}').event);
  });
  const refused = page.waitForResponse((r) => r.url().includes('/api/leads'));
  await page.getByRole('button', { name: 'Continue' }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 2, name: 'User Details' })).toBeVisible();
  await expect(page.getByText(FORM_MESSAGES.geocodePostcode, { exact: true }).first()).toBeVisible();
  // SPEC §8 lead submit failure: the response's error is shown, and reported (SPEC §3 error_message).
  const apiError = ((await refusal.json()) as { error: string }).error;
  await expect(page.locator('.fm-alert')).toContainText(apiError);
  await expect
    .poll(() => events.find((e) => e.category === 32 && e.error_message))
    .toMatchObject({ error_message: apiError, event_properties: { step_number: 1, status: 400 } });

  // A failure without an error in the body (a proxy's 502): SPEC §8's fallback text, shown and reported —
  // harbourside is a group site, so the group form's text ('An error occurred when submitting this form').
  const fallback = submitFailureMessage(undefined, true);
  await page.getByLabel('Postcode').fill('2000');
  await expect(page.getByLabel('Postcode')).not.toHaveAttribute('aria-invalid', 'true');
  await page.route('**/api/leads', (route) => route.fulfill({ status: 502, body: '<html>Bad Gateway</html>' }), {
    times: 1,
  });
  await page.getByLabel("I'm not a robot (test captcha)").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.fm-alert')).toContainText(fallback);
  await expect
    .poll(() => events.find((e) => e.error_message === fallback))
    .toMatchObject({ category: 32, event_properties: { status: 502 } });
  await expect(page.getByRole('heading', { level: 2, name: 'User Details' })).toBeVisible();

  // A real one clears it and the form goes on.
  await page.getByLabel('Postcode').fill('2000');
  await expect(page.getByLabel('Postcode')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel("I'm not a robot (test captcha)").check();
  const saved = page.waitForResponse((r) => r.url().includes('/api/leads'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 2, name: 'Finance Details' })).toBeFocused();

  const calc = page.locator('.fm-calculator');
  const at10 = repayments({ price: 30000, termMonths: 60 });
  await expect(calc).toContainText(`${aud(at10.weekly)} per week`);
  await expect(calc).toContainText(`${aud(at10.fortnightly)} per fortnight`);
  await expect(calc).toContainText(`${aud(at10.monthly)} per month`);
  expect(
    events.some((e) => e.category === 26),
    'showing the calculator is not using it',
  ).toBe(false);
  await page.getByLabel('Interest rate (% p.a.)').fill('7.5');
  await expect
    .poll(() => events.filter((e) => e.category === 26))
    .toEqual([expect.objectContaining({ event_properties: { source: 'finance-form', changed: 'ratePercent' } })]);
  const at75 = repayments({ price: 30000, termMonths: 60, ratePercent: 7.5 });
  await expect(calc).toContainText(`${aud(at75.monthly)} per month`);
  await expect(calc.locator('[aria-live="polite"]')).toContainText(`${aud(at75.weekly)} per week`);
  await page.getByLabel('Deposit').first().fill('10000');
  await expect(calc).toContainText(
    `${aud(repayments({ price: 30000, deposit: 10000, termMonths: 60, ratePercent: 7.5 }).monthly)} per month`,
  );
  const axe = await new AxeBuilder({ page }).include('.fm-card').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await calc.screenshot({ path: test.info().outputPath('finance-form-390.png') });
});

test('a known postcode preselects the nearest location of a location select (great-circle distance)', async ({
  page,
}) => {
  // The visitor's postcode kept from an earlier form (stored user details) places the contact form,
  // whose location select is on its second step.
  await page.goto(siteUrl('harbourside', '/api/search/health'));
  for (const [postcode, nearest] of [
    ['3175', /Dandenong/],
    ['2095', /Brookvale/],
  ] as const) {
    const details = { name: 'Sam Lee', phone: '0412345678', email: `sam+${postcode}@example.com`, postcode };
    await page.evaluate(
      ([key, d]) => localStorage.setItem(key as string, d as string),
      [USER_DETAILS_STORAGE_KEY, JSON.stringify(details)],
    );
    await page.goto(siteUrl('harbourside', '/contact'));
    await waitForHydration(page);
    await expect(page.getByLabel('Mobile Number')).toHaveValue('0412345678');
    await page.getByLabel("I'm not a robot (test captcha)").check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const select = page.getByLabel('Location');
    await expect(select.locator('option:checked')).toHaveText(nearest);
    if (postcode === '2095') {
      // A location the visitor chose stays chosen.
      const other = await select.locator('option').last().getAttribute('value');
      await select.selectOption(other as string);
      await page.getByLabel('Message').fill('Hello');
      await expect(select).toHaveValue(other as string);
    }
  }
});
