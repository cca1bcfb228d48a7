import { expect, test } from "@playwright/test";

test("a page carries every security header", async ({ request }) => {
  const response = await request.get("/mutual-funds");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toContain("googletagmanager"); // analytics is off in this build
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
});

test("redirects, 404s and the API carry the headers too", async ({ request }) => {
  for (const [path, status] of [
    ["/mutual-funds/nfo", 308],
    ["/no-such-page", 404],
    ["/api/health", 200],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  }
});

test("the page renders and hydrates under the CSP with no console error", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/calculators");
  await expect(page.getByRole("heading", { level: 1, name: "Calculators" })).toBeVisible();
  // A working dropdown proves React hydrated: its click handler exists only on the client.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Mutual Funds" }).click();
  await expect(nav.getByRole("link", { name: "Screener" })).toBeVisible();
  await nav.getByRole("link", { name: "Screener" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Mutual Funds" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the health endpoint reports the database in the API envelope", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { status: string; payload: { database: string; migrationsApplied: number } };
  expect(body.status).toBe("success");
  expect(body.payload.database).toBe("up");
  expect(body.payload.migrationsApplied).toBeGreaterThanOrEqual(1);
});
