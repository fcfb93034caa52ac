import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';

/** Browser tests in Debian's Chromium against the whole platform under `wrangler dev` on 8788. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
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
