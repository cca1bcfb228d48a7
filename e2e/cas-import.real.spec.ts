import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { renderDetailed } from "@/lib/cas/testing/render-statements";
import { camsDetailed } from "@/lib/cas/testing/synthetic-statements";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signUp, uniqueEmail } from "./support/member";

const PASSWORD = "Synthetic#2025";

// On the real-data app: the SYNTHETIC statement's real ISINs resolve to the plans of AMFI's NAV files.
test("a member imports a CAS: preview, import, holdings with XIRR, capital gains and the 112A CSV", async ({
  page,
}, testInfo) => {
  test.skip(!hasQpdf(), "qpdf is not installed (apt-get install qpdf), so no statement can be encrypted");
  test.setTimeout(180_000);
  const pdf = Buffer.from(encryptPdf(await renderDetailed(camsDetailed(), { registrar: "CAMS" }), PASSWORD));
  const file = { name: "synthetic-cas.pdf", mimeType: "application/pdf", buffer: pdf };
  await signUp(page, uniqueEmail(testInfo));
  await page.goto("/portfolio");
  const upload = page.getByRole("region", { name: "Import your consolidated account statement (CAS)" });
  await upload.getByLabel("Statement PDF").setInputFiles(file);

  await upload.getByLabel("Statement password").fill("not-the-password");
  await upload.getByRole("button", { name: "Read statement" }).click();
  // The same PDF read on the server's worker pool as the preview below, so the same wait under a loaded CI.
  await expect(upload.getByRole("alert")).toHaveText("The password is wrong for this PDF. Nothing was imported.", {
    timeout: 30_000,
  });
  await expect(page.getByRole("table", { name: "Your transactions" })).toHaveCount(0);

  await upload.getByLabel("Statement password").fill(PASSWORD);
  await upload.getByRole("button", { name: "Read statement" }).click();
  const preview = upload.getByRole("table", { name: /^Preview: CAMS \/ KFintech detailed statement/ });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole("row")).toHaveCount(5);
  await expect(preview).toContainText("formerly ICICI Prudential Long Term Equity Fund Tax Saving");
  await expect(preview).toContainText("1 reversed purchase(s) left out");
  await expect(preview.getByText(/^✗/)).toHaveCount(0);
  // Every check passes, but the Low Duration scheme opens with 1,000 units no earlier import explains.
  await expect(preview.getByRole("row", { name: /HDFC Low Duration Fund/ })).toContainText(
    "Blocked, not imported: opening balance not explained: the statement starts on 2017-04-01 with 1,000.000 units held before it, and your earlier imports have 0.000 of them;",
  );
  await expect(upload.getByRole("button", { name: /^Import all/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await upload.getByRole("button", { name: "Import the 3 scheme(s) that pass" }).click();
  // The ELSS's 5 unit rows, the Corporate Bond's 3 and the Money Market's 1; the header row and 9 in the table.
  await expect(page.getByText(/^Imported 9 transaction\(s\) from 3 scheme\(s\)/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("table", { name: "Your transactions" }).getByRole("row")).toHaveCount(10);
  const holdings = page.getByRole("table", { name: /^Holdings by folio and scheme/ });
  await expect(holdings).toContainText("7654321/12");
  await expect(holdings).toContainText("%");
  await expect(page.getByLabel("Portfolio summary")).toContainText("XIRR");
  const years = page.getByRole("table", { name: "Realised capital gains by financial year" });
  await expect(years).toContainText("2024-25");
  await expect(page.getByRole("table", { name: /^How each gain was computed/ })).toContainText("Long term");

  const download = page.waitForEvent("download");
  await years.getByRole("button", { name: "Download 112A CSV (2024-25)" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  const lines = csv.trim().split("\n");
  expect(lines[0]).toMatch(/^Share\/Unit acquired,ISIN Code,/);
  expect(lines.filter((l) => l.includes("INF109K01464") && l.includes("46815.00"))).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
});
