import { expect, test } from "@playwright/test";

test("a fund house's page: its size, its funds and how to judge a fund house", async ({ page }) => {
  await page.goto("/mutual-funds/asset-management-companies");
  const first = page.getByRole("table").getByRole("row").nth(1);
  const name = (await first.getByRole("rowheader").textContent())!.trim();
  await first.getByRole("link").click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name}: funds, AUM and returns`));
  await expect(page.getByText(/active funds/)).toBeVisible();
  const funds = page.getByRole("region", { name: "Funds", exact: true }).getByRole("row");
  expect(await funds.count()).toBeGreaterThan(1);
  await expect(funds.nth(1).getByRole("link")).toHaveAttribute(
    "href",
    /^\/mutual-funds\/mutual-fund-screener\/\d+\?isin=IN/,
  );

  const functions = page.getByRole("region", { name: "What an asset management company does" }).getByRole("listitem");
  const criteria = page
    .getByRole("region", { name: "How to choose an asset management company" })
    .getByRole("listitem");
  await expect(functions).toHaveCount(6);
  await expect(criteria).toHaveCount(6);
});

test("a numeric fund-house id redirects to its slug; an unknown slug is a 404", async ({ page, request }) => {
  const byId = await request.get("/mutual-funds/asset-management-companies/1", { maxRedirects: 0 });
  expect(byId.status()).toBe(308);
  expect(byId.headers()["location"]).toMatch(/^\/mutual-funds\/asset-management-companies\/[a-z0-9-]+$/);
  const missing = await page.goto("/mutual-funds/asset-management-companies/no-such-house");
  expect(missing?.status()).toBe(404);
});
