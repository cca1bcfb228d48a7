import { expect, test } from "@playwright/test";
import { AMC_NAMES } from "@/lib/ingest/demo/names";
import { E2E_REAL_BASE_URL } from "./support/server-env";

// The real-data app serves the build the demo app made: its pages were prerendered from the demo database, at
// the demo app's address. Started on another database at another address, it must serve none of them
// (issue 35, points 5 and 6: scripts/start.ts, lib/cache/page-store.ts).

const PREBUILT = ["/", "/mutual-funds/asset-management-companies", "/mutual-funds/new-fund-offers"];

for (const path of PREBUILT) {
  test(`${path}, prerendered on the demo database, names none of the demo's fund houses on the real data`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-nextjs-cache"]).not.toBe("STALE");
    const html = await response.text();
    expect(AMC_NAMES.filter((name) => html.includes(name))).toEqual([]);
  });
}

test("the real fund houses are listed instead", async ({ request }) => {
  const html = await (await request.get("/mutual-funds/asset-management-companies")).text();
  expect(html).toContain("SBI Mutual Fund");
});

test("with NEXT_PUBLIC_SITE_URL unset, canonical links and redirects name this app's own port", async ({
  page,
  request,
}) => {
  await page.goto("/mutual-funds/asset-management-companies");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(`${E2E_REAL_BASE_URL}/mutual-funds/asset-management-companies`);
  // A guarded page sends a visitor without a session to the login page, on the site's address (siteLocation).
  const redirect = await request.get("/dashboard", { maxRedirects: 0 });
  expect(redirect.status()).toBeGreaterThanOrEqual(300);
  // Next.js leaves out the origin when it is the request's own; another one (the demo app's) would stay.
  const location = new URL(redirect.headers().location ?? "", E2E_REAL_BASE_URL);
  expect(location.origin).toBe(E2E_REAL_BASE_URL);
  expect(location.pathname).toBe("/login");
});
