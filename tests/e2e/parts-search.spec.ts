import { expect, test } from '@playwright/test';
import { axeViolationLines } from './axe.js';
import { siteUrl, waitForHydration } from './helpers.js';

/**
 * /parts/search in Chromium (issue 35 item 3): a search of the dealer's parts index above the parts
 * enquiry form. An AU car dealer at 390 px by keyboard, a US dealer at 1280 px; axe clean; every link
 * in the search answers 200.
 */
const shots = process.env.SHOTS;

test('ridgeway-toyota (390 px): a keyboard search finds parts; Ask about this part fills the form below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('ridgeway-toyota', '/parts/search'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts Search');
  await page.getByLabel('Part name or number').focus();
  await page.keyboard.type('filter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/parts\/search\?q=filter$/);
  const names = page.locator('.ct-parts__item h2');
  await expect(names.first()).toContainText(/filter/i);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolationLines(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/parts-390.png`, fullPage: true });
  const first = (await names.first().textContent()) ?? '';
  const ask = page.locator('.ct-parts__item').first().getByRole('link');
  await expect(ask).toHaveAccessibleName(new RegExp(`^Ask about this part\\s*: ${first}$`));
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/part=.*#parts-form$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Ask our parts team' })).toBeVisible();
  // the description (on the form's second step) starts filled with the part
  expect(await page.content()).toContain(`I am asking about: ${first}`);
});

// One 1280 px dealer in Chromium, to keep the suite's time (a motorcycle dealer's page was checked by hand
// at 1280 px, issue 35 notes; its demo catalogue is the same code with motorcycle parts).
for (const [slug, words, width] of [['lakeside-auto', 'floor mats', 1280]] as const) {
  test(`${slug} (${width} px): results, a category, the no-results state; every link answers 200`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl(slug, `/parts/search?q=${encodeURIComponent(words)}`));
    await expect(page.locator('.ct-parts__item').first()).toContainText(new RegExp(words, 'i'));
    await expect(page.locator('.ct-parts__summary')).toContainText(/^Showing 1–\d+ of \d+ parts?$/);
    if (shots) await page.screenshot({ path: `${shots}/parts-${slug}.png`, fullPage: true });
    const hrefs = await page
      .locator('.ct-parts a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => (a.getAttribute('href') ?? '').replace(/#.*/, '')))]);
    expect(hrefs.length).toBeGreaterThan(2);
    // fetched by the page itself (Node's resolver knows no *.localhost); a redirect would not be a 200
    const statuses = await page.evaluate(
      (paths) => Promise.all(paths.map((p) => fetch(p, { redirect: 'manual' }).then((r) => `${r.status} ${p}`))),
      hrefs,
    );
    expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([]);
    await page.getByRole('navigation', { name: 'Parts categories' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/part_category=/);
    expect(await axeViolationLines(page)).toEqual([]);
    await page.goto(siteUrl(slug, '/parts/search?q=zzzqqq'));
    await expect(page.locator('.ct-parts__summary')).toHaveText('No parts found for “zzzqqq”.');
    await expect(page.locator('#parts-form')).toBeVisible();
    expect(await axeViolationLines(page)).toEqual([]);
  });
}
