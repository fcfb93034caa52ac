import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.js';

/** The newest sign-in code the local outbox holds for `email` (GET /_dev/outbox on any host, local only). */
export async function codeFromOutbox(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`http://127.0.0.1:${E2E_PORT}/_dev/outbox`)).text();
      const item = html.split('<li ').find((li) => li.includes(`data-to="${email}"`)) ?? '';
      code = item.match(/(\d{6}) is your/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in on the garage page the browser shows: asks for a code, reads it from the outbox, enters it. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const code = page.getByLabel('Sign-in code');
  await expect(code).toBeFocused();
  await code.fill(await codeFromOutbox(page, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}.`, { exact: false }).first()).toBeVisible();
}
