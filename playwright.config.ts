import { defineConfig, devices } from "@playwright/test";
import {
  E2E_BASE_URL as baseURL,
  E2E_REAL_BASE_URL,
  E2E_REAL_SERVER_ENV,
  E2E_SERVER_ENV,
  E2E_SMTP_HTTP_URL,
} from "./e2e/support/server-env";
import { systemChromium } from "./e2e/support/system-chromium";

// The system Chromium when there is one; otherwise Playwright's own, installed with `npx playwright install chromium`.
const launchOptions = {
  executablePath: systemChromium(),
  // Without these, Chromium keeps calling Google services, which a closed network refuses noisily.
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // A trace of the retry of a failed test (CI retries once; locally, --retries=1 or --trace=on): recording one for
  // every test, to keep the failures', cost 10-15% of the end-to-end CPU time.
  use: { baseURL, trace: "on-first-retry", launchOptions },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: /\.(mobile|real)\.spec\.ts$/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions }, testMatch: /\.mobile\.spec\.ts$/ },
    {
      name: "real-data",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions,
        baseURL: E2E_REAL_BASE_URL,
      },
      testMatch: /\.real\.spec\.ts$/,
    },
  ],
  // The production build on a throw-away embedded database (deleted when the server stops).
  webServer: [
    // The mail server both apps send through (an in-process SMTP server with an HTTP view for the tests).
    {
      command: "node --import tsx scripts/e2e-smtp-sink.ts",
      url: `${E2E_SMTP_HTTP_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: "node --import tsx scripts/start.ts start",
      url: `${baseURL}/api/health`,
      // Builds the app first (next build) when npm run build:e2e has not: minutes on a 2-core machine.
      timeout: 600_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      env: { ...E2E_SERVER_ENV },
      stdout: "pipe",
    },
    // The same build on real public data (loading it takes a minute or two).
    {
      command: "node --import tsx scripts/start.ts start",
      url: `${E2E_REAL_BASE_URL}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      env: { ...E2E_REAL_SERVER_ENV },
      stdout: "pipe",
    },
  ],
});
