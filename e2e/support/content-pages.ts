import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { loadPosts } from "@/lib/blog/post-files";
import { CONTACT_CONTENT } from "@/lib/content/contact-page";

/** Every marketing and content page of issue 10, blog posts included. */
export const CONTENT_PAGES: readonly string[] = [
  "/",
  "/features",
  "/about",
  "/blog",
  "/blog/page/2",
  ...loadPosts().map((post) => `/blog/${post.slug}`),
  "/popular-portfolios",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-use",
  "/cookie-policy",
];

export const CONTACT_SUCCESS = CONTACT_CONTENT.successMessage;

/**
 * Gives the page a client address of its own (random, so parallel workers and projects sharing one server do
 * not collide), so each test has its own contact-form rate-limit window (the e2e server trusts X-Forwarded-For
 * from loopback: TRUST_PROXY=loopback in playwright.config.ts). Returns a tag for unique reply addresses.
 */
export async function asNewSender(page: Page): Promise<string> {
  const octets = [randomInt(256), randomInt(256), randomInt(1, 255)];
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octets.join(".")}` });
  return octets.join("-");
}

/** Fills the contact form as a person would; the caller decides when to send. */
export async function fillContactForm(
  page: Page,
  values: { name: string; replyTo: string; subject: string; message: string },
): Promise<void> {
  await page.getByLabel("Your name").fill(values.name);
  await page.getByLabel("Email or phone number").fill(values.replyTo);
  await page.getByLabel("Subject").fill(values.subject);
  await page.getByLabel("Message", { exact: true }).fill(values.message);
}

/** A person takes more than the form's minimum fill time (3 seconds) before sending; so does the test. */
export async function sendAfterMinimumFillTime(page: Page): Promise<void> {
  await page.waitForTimeout(3_200);
  await page.getByRole("button", { name: "Send message" }).click();
}

export async function expectMetadata(page: Page, path: string): Promise<void> {
  const meta = async (selector: string) => page.locator(selector).first().getAttribute("content");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical, path).toMatch(/^https?:\/\/[^/]+(\/|$)/);
  expect(new URL(canonical ?? "").pathname).toBe(path);
  expect(await meta('meta[name="description"]')).toBeTruthy();
  expect(await meta('meta[property="og:title"]')).toBeTruthy();
  expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
  expect(await meta('meta[property="og:url"]')).toBe(canonical);
  expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\//);
}
