// First step of `npm test`: make sure the end-to-end tests have a Chromium. A system one (CHROMIUM_PATH,
// or Debian's /usr/bin/chromium) is used as is; only when there is none does Playwright download its own.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const system = candidates.find((path) => existsSync(path));
if (system) {
  console.log(`Using the system Chromium at ${system}.`);
} else {
  console.log("No system Chromium found: installing Playwright's Chromium (set CHROMIUM_PATH to use another).");
  const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "install", "chromium"], {
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}
