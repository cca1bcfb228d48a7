import { expect, test } from "@playwright/test";

// The product API through the real production server (routing, proxy, trailing slashes), on the small
// demo dataset. Values are checked in the database tests; here: the wiring a handler test cannot see.

test("the screener list answers the envelope, and a plan from it opens in the fund call", async ({ request }) => {
  const list = await request.get(
    "/api/v1/mutual-funds/filtered-funds?category=Equity&plan_type=Direct&order_by=aum&page_size=3",
  );
  expect(list.status()).toBe(200);
  expect(list.headers()["cache-control"]).toContain("public");
  const { status, payload } = await list.json();
  expect(status).toBe("success");
  expect(payload.plans).toHaveLength(3);
  expect(payload.plans.map((p: { sebi_category_name: string }) => p.sebi_category_name)).toEqual([
    "Equity",
    "Equity",
    "Equity",
  ]);
  const aums = payload.plans.map((p: { aum: number }) => p.aum);
  expect([...aums].sort((a, b) => b - a)).toEqual(aums);

  const first = payload.plans[0];
  const fund = await (await request.get(`/api/v1/funds?isin=${first.isin}&plan_type=Direct&option_type=Growth`)).json();
  expect(fund.payload).toMatchObject({ scheme_code: first.scheme_code, plan_type: "Direct", option_type: "Growth" });

  const logo = await request.get(first.desktop_logo_url);
  expect(logo.headers()["content-type"]).toContain("image/svg+xml");
});

test("the distribution endpoint answers at its documented path, which ends in a slash", async ({ request }) => {
  const list = await (await request.get("/api/v1/mutual-funds/filtered-funds?category=Equity&page_size=1")).json();
  const code = list.payload.plans[0].scheme_code;
  const answer = await request.get(`/api/v1/funds/distribution/?scheme_code=${code}`);
  expect(answer.status()).toBe(200);
  expect((await answer.json()).payload.scheme_code).toBe(code);
});

test("unknown paths and wrong methods answer JSON, not the site's 404 page", async ({ request }) => {
  const unknown = await request.get("/api/v1/no-such-thing");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({
    status: "error",
    payload: "There is no API endpoint at /api/v1/no-such-thing. See /api/v1/docs for the list.",
  });
  const wrong = await request.post("/api/v1/funds", { data: {} });
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()["allow"]).toBe("GET");
  const rankings = await request.get("/api/v1/funds/rankings?isin=INF000A01011");
  expect(rankings.status()).toBe(400);
  expect((await rankings.json()).payload).toBe("Both 'isin' and 'category' are required parameters.");
});

test("the OpenAPI document and its browsable reference", async ({ request, page }) => {
  const document = await (await request.get("/api/v1/openapi.json")).json();
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(["/api/v1/funds", "/api/v1/mutual-funds/filtered-funds", "/api/v1/nfo/{id}"]),
  );
  await page.goto("/api/v1/docs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product API reference");
  await expect(page.getByRole("heading", { name: "Screener", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /GET\s*\/api\/v1\/mutual-funds\/filtered-funds$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "/api/v1/openapi.json" })).toHaveAttribute(
    "href",
    "/api/v1/openapi.json",
  );
});
