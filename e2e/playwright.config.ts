import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@export-portal/bench/chromium';

/**
 * Journeys across the shell and the remotes, against the production builds
 * served as `npm start` serves them, on a fresh in-memory demo backend.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: 'http://localhost:3000',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node ../portal-server/dist/start.js',
    url: 'http://localhost:3000/portal-config.json',
    env: { LOCAL_SUPABASE_DATA_DIR: 'memory' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
