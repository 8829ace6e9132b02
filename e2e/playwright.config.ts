import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  // One server per worker; two workers fit the two cores of CI.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A bound on waiting for what a person would see, never a wait: a page's first render on a busy 2-core machine (two
  // browsers, two servers) can take more than 10 s, and CI saw journeys fail on a page still "Loading…" (ADR 052).
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./support/failure-report.ts']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // The reader asks for less motion: no spinner draws a frame every 16 ms on a busy machine while a page loads, and
    // no dialog waits out its transition (app/reduced-motion.css, ADR 052). The accessibility walk sees the same pages.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
