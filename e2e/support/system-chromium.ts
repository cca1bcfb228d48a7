import { existsSync } from "node:fs";

// The browser of the end-to-end tests: CHROMIUM_PATH, else Debian's chromium-headless-shell (the headless-only
// build Playwright itself runs headless; it takes about half the CPU of the full browser), else Debian's Chromium.
// Undefined when there is none: Playwright then uses its own download.
export function systemChromium(): string | undefined {
  return [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ].find((p): p is string => !!p && existsSync(p));
}
