import { expect, test } from '@playwright/test';
import { collectErrors, gridCarIds, revealAllCards, siteUrl, waitForHydration } from './helpers.js';

const count = (page: import('@playwright/test').Page) => page.locator('.sr-count-line');

test.describe('search on harbourside', () => {
  test('server HTML holds the first page of cards (JavaScript off)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('harbourside', '/search'));
    await expect(page.locator('.sr-card:not(.sr-promo)')).toHaveCount(21);
    // SPEC §2: the group site's promotion card sits 9th in the results grid (without scripting the later
    // cards are markup in place: remotes/search later-cards.ts).
    await expect(page.locator('.sr-grid .sr-card').nth(8)).toHaveClass(/sr-promo/);
    const columns = await page
      .locator('.sr-grid .sr-card')
      .evaluateAll((els) => new Set(els.map((e) => e.getBoundingClientRect().x)).size);
    expect(columns).toBe(3);
    await expect(page.getByPlaceholder('Keyword search eg. EV, SUV, Toyota')).toBeVisible();
    await context.close();
  });

  test('narrow from the sidebar, keyword, sort, page 2, back, open a card', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Popular Makes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Makes' })).toBeVisible();

    // SPEC §2: seven makes, then 'Show all makes' / 'Hide extra makes'.
    const makeFacet = page.locator('fieldset.sr-facet').filter({ has: page.locator('legend', { hasText: /^Make$/ }) });
    const makeLinks = makeFacet.locator(':scope > div > ul > li > a');
    await expect(makeLinks).toHaveCount(7);
    await makeFacet.getByRole('button', { name: 'Show all makes' }).click();
    const hide = makeFacet.getByRole('button', { name: 'Hide extra makes' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(await makeLinks.count()).toBeGreaterThan(7);
    await hide.click();
    await expect(makeLinks).toHaveCount(7);
    await expect(makeFacet.getByRole('button', { name: 'Show all makes' })).toHaveAttribute('aria-expanded', 'false');

    await page.locator('.sr-facet', { hasText: 'Condition' }).getByRole('checkbox', { name: /^Used/ }).click();
    await expect(page).toHaveURL(/\/search\/used$/);
    await expect(page.locator('.sr-chip')).toHaveCount(1);
    await makeFacet.getByRole('checkbox', { name: /^Toyota/ }).click();
    await expect(page).toHaveURL(/\/search\/used\/toyota$/);
    await expect(page.locator('.sr-title').first()).toContainText('Toyota');
    await expect(page.locator('.sr-chip')).toHaveCount(2);
    // the selected make offers its models ('Select models' / 'Hide'); recent searches are offered
    await expect(page.getByRole('button', { name: 'Hide', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Recent searches' })).toContainText('used');

    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('custom_rank:desc');
    await sort.selectOption('price:asc');
    await expect(page).toHaveURL(/sortBy=price:asc/);
    await expect(sort).toHaveValue('price:asc');
    await expect(count(page)).not.toContainText('Updating');
    await expect(page.locator('.sr-pages a[rel="next"]')).toHaveAttribute('href', /sortBy=price:asc/);
    const prices = await page.locator('.sr-price').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/[^\d]/g, '')) || 0).filter((n) => n > 0);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    const total = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(21);
    const firstOfPage1 = await page.locator('.sr-title').first().textContent();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.sr-pages')).toContainText('Page 2 of');
    // SPEC §9 "about 10 cached searches": going back answers from the browser's recent searches
    let searches = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/search/multi-search')) searches++;
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/used\/toyota\?sortBy=price:asc$/);
    await expect(page.locator('.sr-pages')).toContainText('Page 1 of');
    expect(searches).toBe(0);
    await expect(page.locator('.sr-title').first()).toHaveText(firstOfPage1 ?? '');
    await expect(page.locator('.sr-chip')).toHaveCount(2);
    // the sort select follows the URL on back/forward
    await expect(sort).toHaveValue('price:asc');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/used\/toyota$/);
    await expect(sort).toHaveValue('custom_rank:desc');
    await page.goForward();
    await expect(page).toHaveURL(/sortBy=price:asc$/);
    await expect(sort).toHaveValue('price:asc');
    await expect(count(page)).not.toContainText('Updating');

    // SPEC §2 keyword box: results change after the 300 ms debounce; the shopper keeps typing in the box.
    const box = page.getByPlaceholder('Keyword search eg. EV, SUV, Toyota');
    const before = (await count(page).textContent()) ?? '';
    await box.fill('SUV');
    await expect(page).toHaveURL(/query=SUV/);
    await expect(count(page)).not.toHaveText(before);
    await expect(count(page)).not.toContainText('Updating');
    await expect(box).toBeFocused();
    const afterSuv = (await count(page).textContent()) ?? '';
    const entries = await page.evaluate(() => history.length);
    // back/forward restore the keyword and never add an entry (forward history survives)
    await page.goBack();
    await expect(page).toHaveURL(/sortBy=price:asc$/);
    await expect(box).toHaveValue('');
    await expect(count(page)).toHaveText(before);
    await page.goForward();
    await expect(page).toHaveURL(/query=SUV/);
    await expect(box).toHaveValue('SUV');
    await expect(count(page)).toHaveText(afterSuv);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    const first = page.locator('.sr-title a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/cars\//);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  });

  // Issue 34: the box's own example "EV" finds the electric cars, not Ford Everest (prefix) or a CX-60 (typo).
  test('"EV" in the keyword box lists electric cars', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const box = page.getByPlaceholder('Keyword search eg. EV, SUV, Toyota');
    await box.fill('EV');
    await box.press('Enter');
    await expect(page).toHaveURL(/query=EV/);
    await expect(count(page)).not.toContainText('Updating');
    const titles = await page.locator('.sr-card:not(.sr-promo) .sr-title').allTextContents();
    expect(titles.length).toBe(21);
    const electric = /bZ4X|Kona Electric|IONIQ 5|EV6|Mach-E|Model 3|Model Y|Atto 3|Seal|MG4/;
    for (const title of titles) expect(title).toMatch(electric);
  });

  test('Enter in the keyword box searches at once, in place, keeping the other filters', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search/used?price=:60000'));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const box = page.getByPlaceholder('Keyword search eg. EV, SUV, Toyota');
    await box.fill('Toyota');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/used\?query=Toyota&price=:60000$/);
    await expect(count(page)).not.toContainText('Updating');
    await expect(page.locator('.sr-chip', { hasText: 'Price' })).toBeVisible();
    await expect(page.locator('.sr-title').first()).toContainText('Toyota');
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('without JavaScript the keyword form still searches, keeping the other filters', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('harbourside', '/search/used?price=:60000'));
    const box = page.getByPlaceholder('Keyword search eg. EV, SUV, Toyota');
    await box.fill('Toyota');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/used\?price=%3A60000&query=Toyota/);
    await expect(page.locator('.sr-chip', { hasText: 'Price' })).toBeVisible();
    await expect(page.locator('.sr-chip', { hasText: 'used' })).toBeVisible();
    await expect(box).toHaveValue('Toyota');
    await context.close();
  });

  // SPEC §2: loading and error states keep the last hits shown.
  test('a failed search keeps the last results on screen and says so', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const firstTitle = await page.locator('.sr-title').first().textContent();
    const shown = await gridCarIds(page);
    expect(shown).toHaveLength(21);
    await page.route('**/api/search/multi-search', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down","code":"internal"}' }),
    );
    await page.locator('.sr-facet', { hasText: 'Condition' }).getByRole('checkbox', { name: /^Used/ }).click();
    await expect(page.locator('.sr-error')).toContainText('The search failed; showing the last results.');
    expect(await gridCarIds(page)).toEqual(shown);
    await expect(page.locator('.sr-title').first()).toHaveText(firstTitle ?? '');
  });

  test('the favourite toggle persists in localStorage', async ({ page }) => {
    await page.goto(siteUrl('harbourside', '/search'));
    await waitForHydration(page);
    const fav = page.locator('.sr-fav').first();
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => localStorage.getItem('forecourt:favourites'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.sr-fav').first()).toHaveAttribute('aria-pressed', 'true');
  });
});

test('redline-motorcycles cards link under /motorcycles', async ({ page }) => {
  await page.goto(siteUrl('redline-motorcycles', '/search/used-motorcycles'));
  await expect(page.locator('.sr-title a').first()).toHaveAttribute('href', /^\/motorcycles\//);
});

test('lakeside-auto reads US English: miles, Color, Gas, Quick Inquiry', async ({ page }) => {
  await page.goto(siteUrl('lakeside-auto', '/search'));
  await expect(page.locator('.sr-facts dd', { hasText: / mi$/ }).first()).toBeVisible();
  await expect(page.locator('legend', { hasText: /^Color$/ })).toBeVisible();
  await expect(page.locator('.sr-facts dd', { hasText: /^Gas$/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick Inquiry' }).first()).toBeVisible();
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Lowest Miles' })).toHaveCount(1);
});

test('a price range from the sidebar goes into the URL and shows as a removable chip', async ({ page }) => {
  await page.goto(siteUrl('harbourside', '/search/used-cars'));
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Price range' });
  await form.getByLabel('Max').fill('30000');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price=:30000/);
  await expect(page.locator('.sr-chip', { hasText: 'Price' })).toBeVisible();
  const amounts = (await page.locator('.sr-price').allTextContents()).map((p) => Number(p.replace(/[^\d]/g, '')) || 0);
  expect(amounts.every((n) => n <= 30000)).toBe(true);
  await page.locator('.sr-chip', { hasText: 'Price' }).click();
  await expect(page).not.toHaveURL(/price=/);
});

// Issue 16: the first page's cards travel once (the HTML); the browser keeps them as rendered. Issue 36: only
// the first rows are built at load; the rest are revealed, in order, as the shopper scrolls to them.
test('ridgeway-toyota: 100 cards in the HTML and not in the props; later cards revealed in order on the way down; Save and the next page still work', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const res = await page.goto(siteUrl('ridgeway-toyota', '/search'));
  const html = (await res?.text()) ?? '';
  const manifest = JSON.parse(/<script type="application\/json" id="__forecourt">(.*?)<\/script>/s.exec(html)![1]!);
  const props = manifest.fragments[0].props;
  expect(props.view.cards).toEqual([]);
  expect(props.view.serverGrid).toBe(true);
  // Each Save button carries its own entry (the shell wires it: shell favourite-buttons.ts).
  expect(html.match(/<button [^>]*data-fc-favourite="/g)).toHaveLength(100);
  // Every result stays crawlable: each card's link is in the server HTML.
  const ranked = [...html.matchAll(/<article class="sr-card" data-car-id="(\d+)"/g)].map((m) => Number(m[1]));
  expect(ranked).toHaveLength(100);
  // A car saved earlier, far down the list: its heart shows it once its card is revealed.
  const savedId = ranked[70]!;
  const entry = /data-fc-favourite="([^"]*)"/.exec(html.slice(html.indexOf(`data-car-id="${savedId}"`)))![1]!;
  await page.evaluate(
    (json) => localStorage.setItem('forecourt:favourites', `[${json}]`),
    entry.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  );
  await page.reload();
  await waitForHydration(page);
  const cards = page.locator('.sr-card:not(.sr-promo)');
  // The first rows (and on this 1280 × 720 screen the chunk within two screens) are built; the rest are held.
  expect(await cards.count()).toBeLessThanOrEqual(24);
  expect(await gridCarIds(page)).toEqual(ranked);
  await revealAllCards(page);
  await expect(cards).toHaveCount(100);
  expect(await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-car-id'))))).toEqual(ranked);
  await expect(page.locator(`[data-car-id="${savedId}"] .sr-fav`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`[data-car-id="${savedId}"] .sr-fav`)).toHaveText('♥');
  // Save on a revealed card far down the page, by keyboard.
  const far = cards.nth(40);
  const id = Number(await far.getAttribute('data-car-id'));
  await far.locator('.sr-fav').focus();
  await page.keyboard.press('Enter');
  await expect(far.locator('.sr-fav')).toHaveAttribute('aria-pressed', 'true');
  await expect(far.locator('.sr-fav')).toHaveText('♥');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('forecourt:favourites'))) ?? '[]');
  expect(stored.map((f: { id: number }) => f.id)).toEqual([savedId, id]);
  expect(stored[1]).toEqual(expect.objectContaining({ id, slug: expect.any(String), make: expect.any(String) }));
  await page.keyboard.press('Enter');
  await expect(far.locator('.sr-fav')).toHaveAttribute('aria-pressed', 'false');
  // The next page is rendered in the browser from the API's hits, replacing the server's cards.
  const first = await cards.nth(0).getAttribute('data-car-id');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.sr-pages')).toContainText('Page 2 of');
  await expect(cards.first()).not.toHaveAttribute('data-car-id', first!);
  await page.goBack();
  await expect(cards.first()).toHaveAttribute('data-car-id', first!);
  await expect(cards).toHaveCount(100);
  expect(errors).toEqual([]);
});

// The CI flake of 'narrow from the sidebar …' (a click on Next that did nothing): skipped far cards stood in
// at 440 px and grew to their real height in the frames after Next scrolled into view, so the pager jumped
// ~230 px under the pointer between press and release. A shopper jumping to the pager (End, a fling) saw
// the same. Cards near the pager now always render in a browser-rendered grid; in the server's grid the later
// cards revealed above a pager in view push it by nothing (the page scrolls by what was added: remotes/search
// later-cards.ts). Within half a pixel: the page's scroll offset is fractional.
test('the pager keeps its place on screen once scrolled to (server grid and a browser-rendered one, wide and narrow)', async ({
  page,
}) => {
  const pagerShift = () =>
    page.locator('.sr-pages a[rel="next"]').evaluate(async (next) => {
      next.scrollIntoView({ block: 'end' });
      const top = next.getBoundingClientRect().top;
      for (let i = 0; i < 6; i++) await new Promise(requestAnimationFrame);
      return Math.round(next.getBoundingClientRect().top - top);
    });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 720 });
    await page.goto(siteUrl('harbourside', '/search/used/toyota'));
    await waitForHydration(page);
    expect(await pagerShift(), `server grid at ${width} px`).toBeCloseTo(0, 0);
    await page.getByLabel('Sort by').selectOption('price:asc');
    await expect(page.locator('.sr-pages a[rel="next"]')).toHaveAttribute('href', /sortBy=price:asc/);
    expect(await pagerShift(), `browser-rendered grid at ${width} px`).toBeCloseTo(0, 0);
  }
});
