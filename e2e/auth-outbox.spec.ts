import { expect, test } from "@playwright/test";

const JSON_HEADERS = { "Content-Type": "application/json" };

test("a password reset requested through the auth API is listed on /dev/outbox with a working link", async ({
  page,
  request,
}) => {
  const email = `outbox.${Date.now()}@example.in`;
  const signup = await request.post("/auth/v1/signup", {
    headers: JSON_HEADERS,
    data: { email, password: "kiwi-secret-12" },
  });
  expect(signup.status()).toBe(200);
  const recover = await request.post("/auth/v1/recover", { headers: JSON_HEADERS, data: { email } });
  expect(recover.status()).toBe(200);
  expect(await recover.json()).toEqual({});

  const response = await page.goto("/dev/outbox");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Development outbox" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Email");
  await expect(row).toContainText("Reset your password");
  await expect(row).toContainText(/enter the code [0-9]{6}/);

  const href = await row.getByRole("link", { name: "Open link" }).getAttribute("href");
  const link = new URL(href!);
  expect(link.pathname).toBe("/auth/v1/verify");
  expect(link.searchParams.get("type")).toBe("recovery");
  // Following it signs the member in for the reset: a redirect to the site with the session in the fragment.
  const followed = await request.get(href!, { maxRedirects: 0 });
  expect(followed.status()).toBe(303);
  const landing = new URL(followed.headers().location!);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  expect(fragment.get("type")).toBe("recovery");
  expect(fragment.get("access_token")).toBeTruthy();
});

test("the outbox page is kept out of search engines", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /dev/\n");
  const page = await (await request.get("/dev/outbox")).text();
  expect(page).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});
