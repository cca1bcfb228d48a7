import { expect, test } from "@playwright/test";
import { loadPosts } from "@/lib/blog/post-files";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED_MESSAGE } from "@/lib/contact/contact-limits";
import { COMPANY } from "@/lib/content/company";
import { HOME_CONTENT } from "@/lib/content/home";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  asNewSender,
  CONTACT_SUCCESS,
  CONTENT_PAGES,
  expectMetadata,
  fillContactForm,
  sendAfterMinimumFillTime,
} from "./support/content-pages";
import { DESKTOP_VIEWPORT } from "./support/route-pages";

const POSTS = loadPosts();

test.describe("content pages", () => {
  // The route table's other pages are scanned at the same width in routes.spec.ts.
  test.use({ viewport: DESKTOP_VIEWPORT });
  for (const path of CONTENT_PAGES) {
    test(`${path} answers 200 with its heading, metadata and Open Graph tags, and no serious accessibility violation`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("We are still building this page")).toHaveCount(0);
      await expectMetadata(page, path);
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test("the sitemap lists every content page and post", async ({ request }) => {
    const xml = await (await request.get("/sitemap/0.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    for (const path of CONTENT_PAGES) expect(paths).toContain(path);
  });
});

test("home: the promise, the risk-profile call to action, the five bias cards, the platform FAQ and sign-up calls", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: HOME_CONTENT.hero.heading })).toBeVisible();
  const riskProfile = page.getByRole("region", { name: HOME_CONTENT.riskProfile.heading });
  await expect(riskProfile.getByRole("link", { name: HOME_CONTENT.riskProfile.startLabel })).toHaveAttribute(
    "href",
    "/risk-profiling",
  );
  await expect(riskProfile.getByRole("link", { name: HOME_CONTENT.riskProfile.signupLabel })).toHaveAttribute(
    "href",
    "/signup",
  );
  const biases = page.getByRole("region", { name: HOME_CONTENT.biasesHeading });
  await expect(biases.getByRole("heading", { level: 3 })).toHaveText([
    "Loss and regret aversion",
    "Overconfidence",
    "Herding",
    "Recency bias",
    "Mental accounting",
  ]);
  const faq = page
    .getByRole("region", { name: HOME_CONTENT.faqHeading })
    .locator("details", { hasText: "Can I import the mutual funds I already own?" });
  await faq.locator("summary").click();
  await expect(faq.getByText(/consolidated account statement \(CAS\)/)).toBeVisible();
  await page.getByRole("link", { name: HOME_CONTENT.signup.label }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("features: one section per capability, the holdings import promise and the goal-planning FAQs", async ({
  page,
}) => {
  await page.goto("/features");
  await expect(page.getByRole("heading", { level: 2, name: "Screen every mutual fund in India" })).toBeVisible();
  await expect(
    page.getByText(/consolidated account statement \(CAS\) from CAMS, KFintech, NSDL or CDSL/),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Goal planning FAQs" })).toBeVisible();
  // A live tool, not a picture of one: 40,000 a month of essentials, 6 months of cover, nothing saved yet.
  const tool = page.getByRole("region", { name: "Try it: the emergency fund tool" });
  const essentials = tool.getByLabel("Essential monthly expenses (with EMIs)", { exact: true });
  await essentials.fill("40000");
  await essentials.blur();
  await expect(tool.getByText("Target (6 months)").locator("xpath=following-sibling::dd")).toHaveText("₹2,40,000");
});

test("the blog: newest first, paginated, and each post server-rendered with reading time and Article JSON-LD", async ({
  page,
}) => {
  await page.goto("/blog");
  const titles = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(titles).toHaveText(POSTS.slice(0, 3).map((post) => post.title));
  await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(titles).toHaveText(POSTS.slice(3, 6).map((post) => post.title));

  const post = POSTS[0]!;
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText(`${post.readingMinutes} min read`)).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const article = jsonLd.find((data) => data["@type"] === "Article");
  expect(article).toMatchObject({
    headline: post.title,
    datePublished: post.date,
    author: { name: post.author },
    wordCount: post.words,
  });
  expect(String(article?.url)).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}$`));
  expect((await page.goto("/blog/page/9"))?.status()).toBe(404);
  expect((await page.goto("/blog/no-such-post"))?.status()).toBe(404);
});

test("legal pages show their last-updated date and the company's details", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(COMPANY.contact.email).first()).toBeVisible();
  await page.goto("/cookie-policy");
  await expect(page.getByRole("rowheader", { name: "cookie_consent" })).toBeVisible();
});

test("popular portfolios link each category to the screener filtered to it", async ({ page }) => {
  await page.goto("/popular-portfolios");
  const aggressive = page.getByRole("region", { name: "Aggressive", exact: true });
  await aggressive.getByRole("link", { name: "Screen Small Cap Fund funds" }).click();
  await expect(page).toHaveURL(/\/mutual-funds\/mutual-fund-screener\?subcategory=equity-small-cap-fund$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("the contact form", () => {
  test("shows the company's phone and email", async ({ page }) => {
    await page.goto("/contact-us");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: COMPANY.contact.phone })).toHaveAttribute(
      "href",
      `tel:${COMPANY.contact.phone.replace(/[^\d+]/g, "")}`,
    );
    await expect(main.getByRole("link", { name: COMPANY.contact.email })).toHaveAttribute(
      "href",
      `mailto:${COMPANY.contact.email}`,
    );
  });

  test("sends a message and answers with a toast", async ({ page }) => {
    const tag = await asNewSender(page);
    await page.goto("/contact-us");
    await fillContactForm(page, {
      name: "Asha Rao",
      replyTo: `asha-${tag}@example.in`,
      subject: "ELSS lock-in",
      message: "Is each SIP instalment locked in for three years separately?",
    });
    const posted = page.waitForResponse(
      (response) => response.url().endsWith("/api/v1/contact") && response.request().method() === "POST",
    );
    await sendAfterMinimumFillTime(page);
    expect((await posted).status()).toBe(200);
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("");
  });

  test("shows each field's message beside it and sends nothing while a field is wrong", async ({ page }) => {
    await asNewSender(page);
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/contact") && request.method() === "POST") posts += 1;
    });
    await page.goto("/contact-us");
    await page.getByRole("button", { name: "Send message" }).click();
    for (const [label, field] of [
      ["Your name", "name"],
      ["Email or phone number", "reply_to"],
      ["Subject", "subject"],
      ["Message", "message"],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(CONTACT_MESSAGES[field])).toBeVisible();
    }
    await expect(page.getByLabel("Your name")).toBeFocused();
    await fillContactForm(page, {
      name: "Asha Rao",
      replyTo: "not a phone",
      subject: "ELSS lock-in",
      message: "Is each SIP instalment locked in for three years separately?",
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.reply_to)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.name)).toHaveCount(0);
    expect(posts).toBe(0);
  });

  test(`after ${CONTACT_RATE_LIMIT} messages in 10 minutes the next one is refused with a clear message`, async ({
    page,
  }) => {
    // Four sends through the form, each after the minimum fill time.
    test.slow();
    const tag = await asNewSender(page);
    await page.goto("/contact-us");
    for (let sent = 0; sent <= CONTACT_RATE_LIMIT; sent += 1) {
      await fillContactForm(page, {
        name: "Asha Rao",
        replyTo: `asha${sent}-${tag}@example.in`,
        subject: "Question",
        message: `Message number ${sent + 1} about my SIP in an index fund.`,
      });
      const posted = page.waitForResponse(
        (response) => response.url().endsWith("/api/v1/contact") && response.request().method() === "POST",
      );
      await sendAfterMinimumFillTime(page);
      expect((await posted).status()).toBe(sent < CONTACT_RATE_LIMIT ? 200 : 429);
    }
    await expect(page.getByText(CONTACT_RATE_LIMITED_MESSAGE)).toBeVisible();
    // What was typed stays, so nothing is lost.
    await expect(page.getByLabel("Your name")).toHaveValue("Asha Rao");
  });
});
