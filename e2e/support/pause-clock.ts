import type { Page } from "@playwright/test";

const CANNOT_GO_BACK = /fast-forward to the past/;

/**
 * Pauses the page's fake clock half a second from its present. Between reading the page's time and pausing, a
 * loaded machine can let more than that pass, and Playwright refuses to pause in the past: then it reads again.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 500);
      return;
    } catch (error) {
      if (attempt >= 5 || !CANNOT_GO_BACK.test(String(error))) throw error;
    }
  }
}
