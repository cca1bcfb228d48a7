// Issue 36's done-when on the real disclosures: a three-fund holding looked through SBI's and Nippon's July 2025
// portfolios, loaded as the real pipeline loads them, checked against figures worked out from the files
// (SBI's sheet SLMF, Nippon's sheet EA) by hand.
import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import { createDatabase } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/db/testing/test-database";
import { importPortfolioFile } from "@/lib/ingest/portfolios/import-portfolio-file";
import { REAL_MASTER, REAL_NAV, copyOfRealFunds } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { NOT_DISCLOSED } from "@/lib/xray/look-through";
import { loadXray } from "@/lib/xray/load-xray";

const SBI = sharedDataFile("portfolios/SBI-all-schemes-2025-07-31.xlsx");
const NIPPON = sharedDataFile("portfolios/Nippon-all-schemes-2025-07-31.xlsx");
const ALL = [REAL_NAV, REAL_MASTER, SBI, NIPPON];

const SBI_LARGE_AND_MIDCAP = 103024; // SBI LARGE & MIDCAP FUND- REGULAR PLAN -Growth
const NIPPON_LARGE_CAP = 118632; // Nippon India Large Cap Fund - Direct Plan Growth Plan - Growth Option
const HDFC_FLEXI_CAP = 101762; // HDFC Flexi Cap Fund - Growth Plan: no HDFC portfolio is loaded
const HDFC_BANK = "INE040A01034";

if (!ALL.every(Boolean)) console.warn("Portfolio disclosures or AMFI files absent from ../shared/data: tests skipped.");

(ALL.every(Boolean) ? describe : describe.skip)("the X-ray on real portfolios", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;

  beforeAll(async () => {
    scratch = await copyOfRealFunds();
    sql = createDatabase(scratch.url, 4).sql;
    for (const path of [SBI!, NIPPON!]) {
      const report = await importPortfolioFile(sql, { name: path, bytes: readFileSync(path) });
      expect(report.status).toBe("imported");
    }
  }, 240_000);
  afterAll(async () => {
    await sql.end();
    await scratch.drop();
  });

  const HOLDING = [
    { schemeCode: SBI_LARGE_AND_MIDCAP, value: 100_000 },
    { schemeCode: NIPPON_LARGE_CAP, value: 50_000 },
    { schemeCode: HDFC_FLEXI_CAP, value: 50_000 },
  ];

  it("one stock's ₹ exposure through two funds, with each fund's weight", async () => {
    const { look_through: look } = await loadXray(sql, HOLDING);
    expect(look.funds.map((fund) => fund.disclosure?.as_of ?? null)).toEqual(["2025-07-31", "2025-07-31", null]);
    const hdfc = look.securities.find((security) => security.isin === HDFC_BANK)!;
    // SBI 7.96% of ₹1,00,000 = ₹7,960; Nippon 8.93% (the file's 0.0893) of ₹50,000 = ₹4,465.
    expect(hdfc.funds.map((fund) => [fund.scheme_code, fund.weight_pct])).toEqual([
      [SBI_LARGE_AND_MIDCAP, 7.96],
      [NIPPON_LARGE_CAP, 8.93],
    ]);
    expect(hdfc.value).toBeCloseTo(12_425, 6);
    expect(hdfc.share_pct).toBeCloseTo(6.2125, 8);
  });

  it("a sector total, the covered share and the fund without a disclosure as its own slice", async () => {
    const { look_through: look } = await loadXray(sql, HOLDING);
    // Banks: SBI 7.96+2.95+2.79+2.75+2.6+0.73+0.68+0.33 = 20.79% of ₹1,00,000 = ₹20,790;
    // Nippon 8.93+5.53+4.10+3.99+0.49+0.38 = 23.42% of ₹50,000 = ₹11,710; together ₹32,500.
    expect(look.sectors.find((slice) => slice.label === "Banks")!.value).toBeCloseTo(32_500, 4);
    expect(look.covered_pct).toBe(75);
    expect(look.not_disclosed).toEqual({ value: 50_000, share_pct: 25, scheme_codes: [HDFC_FLEXI_CAP] });
    expect(look.sectors.at(-1)).toEqual({ label: NOT_DISCLOSED, value: 50_000, share_pct: 25 });
    expect(look.asset_classes.find((slice) => slice.key === "not-disclosed")!.value).toBe(50_000);
    expect(look.fund_houses.map((house) => house.value)).toEqual([100_000, 50_000, 50_000]);
    expect(look.fund_houses[0]!.label).toMatch(/SBI/);
  });

  it("an overlap pair: the sum over the 23 common securities of the smaller weight", async () => {
    const { overlap } = await loadXray(sql, HOLDING);
    expect(overlap.rows[0]![1]).toBeCloseTo(31.35, 8);
    expect(overlap.rows[0]![2]).toBeNull();
    expect(overlap.most_overlapping).toMatchObject({ a: 0, b: 1, as_of: ["2025-07-31", "2025-07-31"] });
    expect(overlap.most_overlapping!.common).toHaveLength(23);
    expect(overlap.most_overlapping!.common[0]).toMatchObject({ isin: HDFC_BANK, common_pct: 7.96 });
  });

  it("values units at the plan's latest NAV, and refuses a code no plan has", async () => {
    const xray = await loadXray(sql, [{ schemeCode: SBI_LARGE_AND_MIDCAP, units: 100 }]);
    // NAVAll of 27-Jan-2026: 632.2278 on 23-Jan-2026.
    expect(xray.look_through.total_value).toBeCloseTo(63_222.78, 6);
    expect(xray.valued_at).toEqual([{ nav: 632.2278, nav_date: "2026-01-23" }]);
    await expect(loadXray(sql, [{ schemeCode: 1, value: 10 }])).rejects.toThrow(ApiError);
  });
});
