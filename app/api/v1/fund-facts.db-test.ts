import { compareEndpoint } from "@/lib/api/schemas/compare";
import { fundEndpoint } from "@/lib/api/schemas/funds";
import { screenerListEndpoint } from "@/lib/api/schemas/screener";
import { listItemsEndpoint } from "@/lib/api/schemas/watchlists";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { memberCalls } from "@/lib/api/testing/member-calls";
import { loadOrCreateKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember } from "@/lib/auth/testing/member-token";
import { terDifferenceCost } from "@/lib/calculators/direct-vs-regular";
import { daysBetween, isStale } from "@/lib/funds/facts/fact-refresh";
import { importFactsheetFile } from "@/lib/ingest/factsheets/import-factsheet";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { screenerFilters } from "@/lib/screener/screener-filters";

// Issue 22: facts from several sources at different dates, read through the API. The fixture's factsheet
// ("test", 31 Oct 2026) gives every fact of the Alpha plans; two later files, each its own source, give only
// the TER (AMFI TER, 15 Nov) and only the AUM (AMFI fund performance, 10 Nov). Staleness is against today in
// India, so the expected flag of a dated fact is worked out from the same table, and the fixed cases use dates
// that are stale (2020) or fresh (yesterday) on any day the tests run.

const ALPHA_DIRECT = "INF000A01011"; // 1001
const ALPHA_REGULAR = "INF000A01029"; // 1002
const ETF = "INF000B02017"; // 2201, no facts in the fixture
const LIQUID_DIRECT = "INF000A02019"; // 1101

const TER_SOURCE = "AMFI TER";
const AUM_SOURCE = "AMFI fund performance (AUM)";

const yesterday = () => {
  const today = todayInIndia();
  return new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
};

const csv = (lines: string[]) => new TextEncoder().encode(`${lines.join("\n")}\n`);

let api: ApiTestContext;

beforeAll(async () => {
  api = await startApiTestContext();
  const ter = await importFactsheetFile(api.sql, {
    name: "ter-2026-11-15.csv",
    bytes: csv([
      "scheme_code,as_of,expense_ratio,source",
      `1001,2026-11-15,0.55,${TER_SOURCE}`,
      `1002,2026-11-15,1.55,${TER_SOURCE}`,
      `2201,2020-03-31,0.07,${TER_SOURCE}`,
      `1101,${yesterday()},0.18,${TER_SOURCE}`,
    ]),
  });
  const aum = await importFactsheetFile(api.sql, {
    name: "aum-2026-11-10.csv",
    bytes: csv([
      "scheme_code,as_of,aum_cr,source",
      `1001,2026-11-10,10500,${AUM_SOURCE}`,
      `1002,2026-11-10,10500,${AUM_SOURCE}`,
    ]),
  });
  expect([ter.status, aum.status]).toEqual(["imported", "imported"]);
}, 120_000);
afterAll(() => api.stop());

async function payloadOf(path: string): Promise<unknown> {
  const response = await api.call(path);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return response.body.payload;
}

describe("GET /api/v1/funds: each fact from the latest record that has it", () => {
  it("takes the TER and the AUM from their own later sources and the rest from the factsheet, each with its date and source", async () => {
    const fund = fundEndpoint.payload.parse(await payloadOf(`/api/v1/funds?isin=${ALPHA_REGULAR}`));
    const today = todayInIndia();
    expect(fund.facts).toEqual({
      expense_ratio: {
        value: 1.55,
        as_of: "2026-11-15",
        source: TER_SOURCE,
        stale: isStale("expense_ratio", "2026-11-15", today),
      },
      aum: { value: 10500, as_of: "2026-11-10", source: AUM_SOURCE, stale: isStale("aum", "2026-11-10", today) },
      exit_load: { value: "1% within 1 year", as_of: "2026-10-31", source: "test", stale: false },
      min_sip: { value: 100, as_of: "2026-10-31", source: "test", stale: false },
      min_lumpsum: { value: 1000, as_of: "2026-10-31", source: "test", stale: false },
      risk_level: { value: "Very High", as_of: "2026-10-31", source: "test", stale: false },
      benchmark: { value: "Nifty 100 TRI", as_of: "2026-10-31", source: "test", stale: false },
      launch_date: { value: "2013-01-01", as_of: "2026-10-31", source: "test", stale: false },
    });
  });

  it("marks a TER older than 45 days stale and a fresh one not, and leaves a fact no source gives null", async () => {
    const etf = fundEndpoint.payload.parse(await payloadOf(`/api/v1/funds?isin=${ETF}`));
    expect(daysBetween("2020-03-31", todayInIndia())).toBeGreaterThan(45);
    expect(etf.facts.expense_ratio).toEqual({ value: 0.07, as_of: "2020-03-31", source: TER_SOURCE, stale: true });
    expect(etf.facts.aum).toBeNull();
    expect(etf.facts.exit_load).toBeNull();
    const liquid = fundEndpoint.payload.parse(await payloadOf(`/api/v1/funds?isin=${LIQUID_DIRECT}`));
    expect(liquid.facts.expense_ratio).toEqual({ value: 0.18, as_of: yesterday(), source: TER_SOURCE, stale: false });
  });

  it("gives the TER history as runs of equal values with the date of the last change", async () => {
    const fund = fundEndpoint.payload.parse(await payloadOf(`/api/v1/funds?isin=${ALPHA_REGULAR}`));
    // The fixture has 1.60 % on 31 Oct for the Regular plan; the TER file 1.55 % on 15 Nov.
    expect(fund.expense_ratio_history).toEqual({
      runs: [
        { value: 1.6, from: "2026-10-31", to: "2026-11-14", source: "test" },
        { value: 1.55, from: "2026-11-15", to: "2026-11-15", source: TER_SOURCE },
      ],
      last_change: "2026-11-15",
    });
  });

  it("gives the Regular plan its Direct sibling's TER; the cost of the difference follows by hand", async () => {
    const fund = fundEndpoint.payload.parse(await payloadOf(`/api/v1/funds?isin=${ALPHA_REGULAR}`));
    expect(fund.direct_plan).toMatchObject({
      scheme_code: 1001,
      isin: ALPHA_DIRECT,
      expense_ratio: { value: 0.55, as_of: "2026-11-15", source: TER_SOURCE },
    });
    // 1.55 % against 0.55 %: at 11.55 % before costs the plans grow at 10 % and 11 % a year.
    const rows = terDifferenceCost({
      amount: 1_00_000,
      returnPct: 11.55,
      regularTerPct: fund.facts.expense_ratio!.value,
      directTerPct: fund.direct_plan!.expense_ratio!.value,
    });
    expect(rows.map((row) => Math.round(row.cost * 100) / 100)).toEqual([1_000, 7_454.82, 24_567.85]);
    const direct = fundEndpoint.payload.parse(await payloadOf(`/api/v1/funds?isin=${ALPHA_DIRECT}&plan_type=Direct`));
    expect(direct.direct_plan).toBeNull();
  });
});

describe("POST /api/v1/compare-mf/returns", () => {
  it("gives each fact its own date and source beside the value", async () => {
    const response = await api.call("/api/v1/compare-mf/returns", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ isins: [ALPHA_REGULAR, ETF] }),
    });
    expect(response.status).toBe(200);
    const { funds } = compareEndpoint.payload.parse(response.body.payload);
    expect(funds[0]).toMatchObject({ expense_ratio: 1.55, aum: 10500, exit_load: "1% within 1 year" });
    expect(funds[0]!.fact_sources).toMatchObject({
      expense_ratio: { as_of: "2026-11-15", source: TER_SOURCE },
      aum: { as_of: "2026-11-10", source: AUM_SOURCE },
      exit_load: { as_of: "2026-10-31", source: "test", stale: false },
    });
    expect(funds[1]).toMatchObject({ expense_ratio: 0.07, aum: null });
    expect(funds[1]!.fact_sources).toMatchObject({
      expense_ratio: { as_of: "2020-03-31", source: TER_SOURCE, stale: true },
      aum: null,
    });
  });
});

describe("watchlist items", () => {
  it("say when the expense ratio changed, with the earlier value and both dates", async () => {
    const member = await createTestMember(api.sql, await loadOrCreateKeys(api.sql));
    const call = memberCalls(api, member, "/watchlists");
    const list = (await call("POST", "/", { name: "Costs" })).body.payload as { id: string };
    for (const scheme_code of [1002, 2201]) {
      expect((await call("POST", `/${list.id}/items`, { scheme_code })).status).toBe(200);
    }
    const answer = await call("GET", `/${list.id}/items`);
    const items = listItemsEndpoint.payload.parse(answer.body.payload);
    const byCode = new Map(items.map((item) => [item.scheme_code, item.fund!]));
    expect(byCode.get(1002)!.expense_ratio_change).toEqual({
      from: 1.6,
      from_as_of: "2026-11-14",
      to: 1.55,
      changed_on: "2026-11-15",
    });
    expect(byCode.get(1002)!.fact_sources.aum).toMatchObject({ as_of: "2026-11-10", source: AUM_SOURCE });
    // One TER on record: no change to report.
    expect(byCode.get(2201)!.expense_ratio_change).toBeNull();
    expect(byCode.get(2201)!.fact_sources.expense_ratio).toEqual({
      as_of: "2020-03-31",
      source: TER_SOURCE,
      stale: true,
    });
  });
});

describe("screener", () => {
  it("offers the risk and expense ratio filters and lists each plan's latest TER and AUM (the import refreshed it)", async () => {
    const filters = await screenerFilters(api.sql);
    expect(filters.risk_level).toMatchObject({ type: "checkbox" });
    // 0.07 % is the ETF's TER of 2020: the only TER on record for it, so its latest.
    expect(filters.expense_ratio).toMatchObject({ type: "range", min: 0.07 });
    const page = screenerListEndpoint.payload.parse(
      await payloadOf("/api/v1/mutual-funds/filtered-funds?page_size=100&order_by=expense_ratio&order_dir=asc"),
    );
    const byCode = new Map(page.plans.map((plan) => [plan.scheme_code, plan]));
    expect(byCode.get(1002)).toMatchObject({ expense_ratio: 1.55, aum: 10500, risk_level: "Very High" });
    expect(byCode.get(1002)!.fact_sources).toEqual({
      expense_ratio: {
        as_of: "2026-11-15",
        source: TER_SOURCE,
        stale: isStale("expense_ratio", "2026-11-15", todayInIndia()),
      },
      aum: { as_of: "2026-11-10", source: AUM_SOURCE, stale: isStale("aum", "2026-11-10", todayInIndia()) },
      risk_level: { as_of: "2026-10-31", source: "test", stale: false },
    });
    expect(byCode.get(2201)).toMatchObject({ expense_ratio: 0.07, aum: null });
    expect(byCode.get(2201)!.fact_sources).toEqual({
      expense_ratio: { as_of: "2020-03-31", source: TER_SOURCE, stale: true },
      aum: null,
      risk_level: null,
    });
    expect(page.plans[0]!.scheme_code).toBe(2201);
  });
});
