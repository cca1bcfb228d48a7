// First step of `npm test`: make sure the end-to-end tests have a Chromium. A system one (e2e/support/system-chromium.ts)
// is used as is; only when there is none does Playwright download its own.
import { spawnSync } from "node:child_process";
import { systemChromium } from "@/e2e/support/system-chromium";

const system = systemChromium();
if (system) {
  console.log(`Using the system Chromium at ${system}.`);
} else {
  console.log("No system Chromium found: installing Playwright's Chromium (set CHROMIUM_PATH to use another).");
  const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "install", "chromium"], {
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}
