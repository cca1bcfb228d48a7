import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// Use the system Chromium when there is one (CHROMIUM_PATH, or Debian's /usr/bin/chromium); otherwise
// Playwright's own browser, installed with `npx playwright install chromium`.
const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p): p is string => !!p && existsSync(p));

const launchOptions = {
  executablePath: systemChromium,
  // Without these, Chromium keeps calling Google services, which a closed network refuses noisily.
  args: ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  // The production build on a throw-away embedded database (deleted when the server stops).
  webServer: {
    command: "node --import tsx scripts/start.ts start",
    url: `${baseURL}/api/health`,
    // The first run builds the app (next build) before it serves: minutes on a 2-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: { PORT: String(PORT), HOSTNAME: "127.0.0.1", DATABASE_URL: "", EMBEDDED_PG_DIR: ".data/e2e-postgres", EMBEDDED_PG_EPHEMERAL: "1", DEMO_DATASET: "small", NEXT_PUBLIC_GA_ID: "", NEXT_PUBLIC_SITE_URL: baseURL, NEXT_PUBLIC_SUPABASE_URL: "", AUTH_RATE_LIMIT_MULTIPLIER: "50", TRUST_PROXY: "loopback" },
    stdout: "pipe",
  },
});
