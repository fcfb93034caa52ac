import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';

/** Browser tests in Debian's Chromium against the whole platform under `wrangler dev` on 8788. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * Specs that change what other pages show (leads, holds that mark a car reserved, sign-ins, saved cars
 * read back with their status) or start a platform of their own run one at a time. Everything else
 * only reads pages, so its tests run in parallel beside them: two workers in all (CI has two cores).
 */
const SERIAL = [
  'forms.spec.ts',
  'tags.spec.ts',
  'checkout*.spec.ts',
  'garage.spec.ts',
  'favourites.spec.ts',
  'fallback.spec.ts',
  'shopper.spec.ts',
];

export default defineConfig({
  testDir: '.',
  // Two workers share two cores with the platform and two browsers: axe on a 100-card search page can
  // take 15 s when the other worker is busy too.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The serial flows first: they start on one worker at once while the other takes pages, instead of
  // running alone on one worker after every page test is done.
  projects: [
    { name: 'flows', testMatch: SERIAL, workers: 1 },
    { name: 'pages', testMatch: '*.spec.ts', testIgnore: SERIAL, fullyParallel: true },
  ],
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'bash ../../infra/scripts/e2e-server.sh',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
