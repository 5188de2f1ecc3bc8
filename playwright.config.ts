import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

/** The e2e server gets its own port so a running `npm start` on 3008 does not interfere. */
const PORT = Number(process.env.E2E_PORT ?? 3118);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    // A loaded machine makes the 400 blocks of history slowly (3 min at a load average of 16).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // A pinned history: the same chain, ids and names in every run (and in the README's
      // pictures, `npm run screenshots`).
      START_TIME: '2026-01-01T00:00:00Z',
      SEED: 'trading-network',
      LOG_LEVEL: 'warn',
    },
  },
});
