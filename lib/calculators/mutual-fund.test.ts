import { calculateMutualFund, type MutualFundPlan, type MutualFundResult } from "@/lib/calculators/mutual-fund";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import type { NavPoint } from "@/lib/metrics/nav-series";

/** A NAV on every day from `from` for `days` days, growing at `annualPct` a 365-day year from 10. */
function steadyNavs(from: string, days: number, annualPct: number): NavPoint[] {
  const start = isoToDay(from);
  return Array.from({ length: days }, (_, k) => ({
    date: dayToIso(start + k),
    nav: 10 * Math.pow(1 + annualPct / 100, k / 365),
  }));
}

/** A second XIRR: plain bisection on the NPV in ln(1 + r), 300 halvings. */
function bisectionXirr(flows: { date: string; amount: number }[]): number {
  const t0 = isoToDay(flows[0]!.date);
  const npv = (g: number) => flows.reduce((s, f) => s + f.amount * Math.exp((-g * (isoToDay(f.date) - t0)) / 365), 0);
  let lo = -5;
  let hi = 5;
  for (let k = 0; k < 300; k++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0 === npv(lo) > 0) lo = mid;
    else hi = mid;
  }
  return Math.expm1((lo + hi) / 2) * 100;
}

function flowsOf(result: MutualFundResult) {
  return [
    ...result.purchases.map((p) => ({ date: p.navDate, amount: -p.amount })),
    { date: result.valuationDate, amount: result.totalValue },
  ];
}

function run(plan: Partial<MutualFundPlan>, navs: NavPoint[]): MutualFundResult {
  const outcome = calculateMutualFund({ mode: "sip", amount: 1000, frequency: "monthly", ...plan }, navs);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

// NAVs on business days only: 1 Jan 2023 is a Sunday.
const handNavs: NavPoint[] = [
  { date: "2022-12-30", nav: 9.5 },
  { date: "2023-01-02", nav: 10 },
  { date: "2023-02-01", nav: 12.5 },
  { date: "2023-02-02", nav: 13 },
  { date: "2023-03-01", nav: 8 },
  { date: "2023-03-15", nav: 16 },
];

describe("calculateMutualFund", () => {
  it("buys on the next NAV date on or after each instalment date (by hand)", () => {
    const result = run({ startDate: "2023-01-01" }, handNavs);
    expect(result.purchases).toEqual([
      { instalmentDate: "2023-01-01", navDate: "2023-01-02", nav: 10, amount: 1000, units: 100 },
      { instalmentDate: "2023-02-01", navDate: "2023-02-01", nav: 12.5, amount: 1000, units: 80 },
      { instalmentDate: "2023-03-01", navDate: "2023-03-01", nav: 8, amount: 1000, units: 125 },
    ]);
    expect(result.units).toBe(305);
    expect(result.invested).toBe(3000);
    expect(result.totalValue).toBe(4880);
    expect(result.gains).toBe(1880);
    expect(result.absoluteReturnPct).toBeCloseTo(62.6666667, 6);
    expect(result.valuationDate).toBe("2023-03-15");
    expect(result.valuationNav).toBe(16);
    expect(result.xirrPct).toBeCloseTo(bisectionXirr(flowsOf(result)), 8);
  });

  it("gives an XIRR equal to the NAV's steady growth, over 5 years of daily NAVs", () => {
    const navs = steadyNavs("2019-01-01", 5 * 365 + 2, 12); // to 2 Jan 2024
    const result = run({ startDate: "2019-01-01" }, navs);
    expect(result.purchases).toHaveLength(61); // 1 Jan 2019 to 1 Jan 2024
    expect(result.xirrPct).toBeCloseTo(12, 8);
    // Value by the second method: each instalment compounded at 12% from its date.
    const last = isoToDay(result.valuationDate);
    const expected = result.purchases.reduce(
      (s, p) => s + 1000 * Math.pow(1.12, (last - isoToDay(p.navDate)) / 365),
      0,
    );
    expect(result.totalValue / expected).toBeCloseTo(1, 12);
  });

  it("at a flat NAV (zero return) is worth what was invested, XIRR 0", () => {
    const result = run({ startDate: "2020-01-01" }, steadyNavs("2020-01-01", 800, 0));
    expect(result.totalValue).toBeCloseTo(result.invested, 8);
    expect(result.xirrPct).toBeCloseTo(0, 10);
  });

  it("keeps a SIP date of the 31st: 31 Jan, 29 Feb, 31 Mar, 30 Apr", () => {
    const result = run({ startDate: "2024-01-31" }, steadyNavs("2024-01-01", 130, 10));
    expect(result.purchases.map((p) => p.instalmentDate)).toEqual([
      "2024-01-31",
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
    ]);
  });

  it("buys one month apart over one month: two instalments", () => {
    const navs = steadyNavs("2024-01-01", 32, 12);
    const result = run({ startDate: "2024-01-01" }, navs);
    expect(result.purchases.map((p) => p.navDate)).toEqual(["2024-01-01", "2024-02-01"]);
    expect(result.invested).toBe(2000);
  });

  it("runs quarterly and stops at the end date", () => {
    const navs = steadyNavs("2020-01-01", 3 * 365, 8);
    const quarterly = run({ startDate: "2020-01-15", frequency: "quarterly" }, navs);
    expect(quarterly.purchases.map((p) => p.instalmentDate).slice(0, 3)).toEqual([
      "2020-01-15",
      "2020-04-15",
      "2020-07-15",
    ]);
    expect(quarterly.purchases).toHaveLength(12);
    const stopped = run({ startDate: "2020-01-15", endDate: "2020-06-30" }, navs);
    expect(stopped.purchases.map((p) => p.instalmentDate)).toEqual([
      "2020-01-15",
      "2020-02-15",
      "2020-03-15",
      "2020-04-15",
      "2020-05-15",
      "2020-06-15",
    ]);
    expect(stopped.valuationDate).toBe(navs.at(-1)!.date);
  });

  it("handles 40 years of monthly instalments of the largest amount", () => {
    const navs = steadyNavs("1984-01-01", 40 * 365 + 10, 12); // to 31 Dec 2023 (10 leap days)
    const result = run({ startDate: "1984-01-01", amount: 1e7 }, navs);
    expect(result.purchases).toHaveLength(480);
    expect(result.invested).toBe(480 * 1e7);
    expect(result.xirrPct).toBeCloseTo(12, 8);
    expect(result.rows).toHaveLength(40);
  });

  it("values a lumpsum by the NAV ratio, with the XIRR of two flows", () => {
    const navs: NavPoint[] = [
      { date: "2021-06-01", nav: 20 },
      { date: "2022-06-01", nav: 30 },
      { date: "2023-06-01", nav: 45 },
    ];
    const outcome = calculateMutualFund(
      { mode: "lumpsum", amount: 1_00_000, frequency: "monthly", startDate: "2021-06-01" },
      navs,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const result = outcome.result;
    expect(result.units).toBe(5000);
    expect(result.totalValue).toBe(2_25_000);
    // 2.25× over 730 days: 2.25^(365/730) − 1 = 50%.
    expect(result.xirrPct).toBeCloseTo(50, 10);
    expect(result.rows.map((r) => [r.year, r.date, r.value])).toEqual([
      [1, "2022-06-01", 1_50_000],
      [2, "2023-06-01", 2_25_000],
    ]);
  });

  it.each([
    ["held one month at 12%", 12, 32, 1e5],
    ["at a flat NAV (zero return)", 0, 800, 1e5],
    ["for 40 years, the largest lumpsum, at 12%", 12, 40 * 365 + 10, 1e9],
    ["for 3 years at 25%", 25, 3 * 365 + 1, 5_00_000],
    ["the smallest lumpsum for a year at 7%", 7, 366, 100],
  ])("values a lumpsum %s by the NAV ratio, with that XIRR", (_, rate, days, amount) => {
    const navs = steadyNavs("1984-01-01", days, rate);
    const outcome = calculateMutualFund(
      { mode: "lumpsum", amount, frequency: "monthly", startDate: "1984-01-01" },
      navs,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const growth = Math.pow(1 + rate / 100, (days - 1) / 365);
    expect(outcome.result.purchases).toHaveLength(1);
    expect(outcome.result.totalValue / (amount * growth)).toBeCloseTo(1, 12);
    expect(outcome.result.invested).toBe(amount);
    expect(outcome.result.xirrPct).toBeCloseTo(rate, 8);
  });

  it("buys a lumpsum started on a holiday at the next NAV", () => {
    const outcome = calculateMutualFund(
      { mode: "lumpsum", amount: 1000, frequency: "monthly", startDate: "2023-01-01" },
      handNavs,
    );
    expect(outcome.ok && outcome.result.purchases).toEqual([
      { instalmentDate: "2023-01-01", navDate: "2023-01-02", nav: 10, amount: 1000, units: 100 },
    ]);
    expect(outcome.ok && outcome.result.totalValue).toBe(1600);
  });

  it("reports an XIRR as not computable for a lumpsum on the latest NAV date", () => {
    const outcome = calculateMutualFund(
      { mode: "lumpsum", amount: 5000, frequency: "monthly", startDate: "2023-03-15" },
      handNavs,
    );
    expect(outcome.ok && outcome.result.xirrPct).toBeNull();
    expect(outcome.ok && outcome.result.totalValue).toBe(5000);
  });

  it("writes a row at each anniversary and one at the latest NAV", () => {
    const navs = steadyNavs("2020-03-10", 900, 12);
    const result = run({ startDate: "2020-03-10" }, navs);
    expect(result.rows.map((r) => [r.year, r.date])).toEqual([
      [1, "2021-03-10"],
      [2, "2022-03-10"],
      [3, navs.at(-1)!.date],
    ]);
    expect(result.rows[0]!.invested).toBe(13_000); // instalments of 10 Mar 2020 to 10 Mar 2021
    expect(result.rows[2]!.elapsedYears).toBeCloseTo(2 + (900 - 1 - 730) / 365, 9);
    expect(result.rows[2]!.value).toBe(result.totalValue);
    for (const row of result.rows) expect(row.value).toBeCloseTo(row.units * row.nav, 9);
  });

  it("starts 5 years before the latest NAV, or at the first NAV, by default", () => {
    const navs = steadyNavs("2015-01-01", 9 * 365, 10);
    expect(run({}, navs).startDate).toBe(dayToIso(addMonths(isoToDay(navs.at(-1)!.date), -60)));
    expect(run({}, handNavs).startDate).toBe("2022-12-30");
  });

  it("refuses dates outside the NAV history, naming the field", () => {
    const plan = { mode: "sip" as const, amount: 1000, frequency: "monthly" as const };
    expect(calculateMutualFund({ ...plan, startDate: "2022-12-29" }, handNavs)).toEqual({
      ok: false,
      field: "startDate",
      message: "Choose a start date on or after Dec 30, 2022, the fund's first NAV date",
    });
    expect(calculateMutualFund({ ...plan, startDate: "2023-03-16" }, handNavs)).toEqual({
      ok: false,
      field: "startDate",
      message: "Choose a start date on or before Mar 15, 2023, the fund's latest NAV date",
    });
    expect(calculateMutualFund({ ...plan, startDate: "2023-02-01", endDate: "2023-01-31" }, handNavs)).toEqual({
      ok: false,
      field: "endDate",
      message: "Choose an end date on or after the start date",
    });
    expect(calculateMutualFund(plan, [])).toEqual({
      ok: false,
      field: null,
      message: "This fund has no NAV history to calculate with",
    });
  });
});
