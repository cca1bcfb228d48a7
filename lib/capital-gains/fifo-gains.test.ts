import Decimal from "decimal.js";
import { fifoGains, type HoldingHistory } from "@/lib/capital-gains/fifo-gains";
import type { UnitEvent } from "@/lib/capital-gains/gains-types";
import { totalsByYear } from "@/lib/capital-gains/gains-report";

const d = (v: string | number) => new Decimal(v);
const ev = (date: string, direction: "in" | "out", units: number, nav: number): UnitEvent => ({
  date,
  direction,
  units: d(units),
  amount: d(units).mul(nav),
  nav: d(nav),
});
const rupees = (v: Decimal) => v.toDecimalPlaces(0).toNumber();

// The worked example, computed by hand:
// Equity fund (31-Jan-2018 NAV 50): bought 100 @ 40 on 15-Jun-2017, 200 @ 55 on 10-Mar-2019, 100 @ 90 on 15-Jan-2024;
//   sold 150 @ 100 on 20-May-2024 (before 23-Jul-2024) and 180 @ 110 on 2-Sep-2024 (after).
//   Sale 1: 100 units of lot 1: value 10,000, actual cost 4,000, FMV 5,000 -> cost max(4,000, min(5,000, 10,000)) = 5,000,
//           gain 5,000 long term at 10%; 50 units of lot 2: value 5,000, cost 11,000 x 50/200 = 2,750, gain 2,250 long.
//   Sale 2: 150 units of lot 2: value 19,800 x 150/180 = 16,500, cost 8,250, gain 8,250 long at 12.5%;
//           30 units of lot 3 (held under 12 months): value 3,300, cost 2,700, gain 600 short term at 20%.
// Debt fund: bought 1,000 @ 20 on 1-May-2021 and 500 @ 22 on 1-Jun-2023 (a specified fund: always short term);
//   sold 400 @ 24 on 1-Mar-2024: 34 months < 36 -> short term, gain 9,600 - 8,000 = 1,600;
//   sold 900 @ 25 on 1-Aug-2024: 600 of lot 1 held 39 months > 24 -> long term, 15,000 - 12,000 = 3,000;
//   300 of lot 2 -> short term (Section 50AA), 7,500 - 6,600 = 900.
const equity: HoldingHistory = {
  key: {
    folio: "1234567/89",
    schemeCode: 120503,
    isin: "INF846K01EW2",
    name: "Axis ELSS Tax Saver Fund - Direct Growth",
  },
  taxClass: "equity",
  navOn31Jan2018: d(50),
  events: [
    ev("2024-09-02", "out", 180, 110),
    ev("2017-06-15", "in", 100, 40),
    ev("2019-03-10", "in", 200, 55),
    ev("2024-01-15", "in", 100, 90),
    ev("2024-05-20", "out", 150, 100),
  ],
};
const debt: HoldingHistory = {
  key: { folio: "555/1", schemeCode: 118987, isin: "INF179K01XD8", name: "HDFC Corporate Bond Fund - Direct Growth" },
  taxClass: "specified",
  navOn31Jan2018: null,
  events: [
    ev("2021-05-01", "in", 1000, 20),
    ev("2023-06-01", "in", 500, 22),
    ev("2024-03-01", "out", 400, 24),
    ev("2024-08-01", "out", 900, 25),
  ],
};

describe("fifoGains: the worked example", () => {
  const e = fifoGains(equity);
  const b = fifoGains(debt);

  it("matches the equity sales first in, first out with the hand-computed gains", () => {
    expect(
      e.matches.map((m) => [
        m.saleDate,
        m.buyDate,
        m.units.toNumber(),
        rupees(m.saleValue),
        rupees(m.costUsed),
        rupees(m.gain),
        m.term,
      ]),
    ).toEqual([
      ["2024-05-20", "2017-06-15", 100, 10_000, 5_000, 5_000, "long"],
      ["2024-05-20", "2019-03-10", 50, 5_000, 2_750, 2_250, "long"],
      ["2024-09-02", "2019-03-10", 150, 16_500, 8_250, 8_250, "long"],
      ["2024-09-02", "2024-01-15", 30, 3_300, 2_700, 600, "short"],
    ]);
    expect(e.matches.map((m) => m.rate)).toEqual([
      // Sold on 20-May-2024: the old rate, but FY 2024-25's exemption of Rs 1.25 lakh for the whole year.
      "10% above Rs 1.25 lakh a year (Section 112A)",
      "10% above Rs 1.25 lakh a year (Section 112A)",
      "12.5% above Rs 1.25 lakh a year (Section 112A)",
      "20% (Section 111A)",
    ]);
    expect(e.matches[0]!.fmvPerUnit?.toNumber()).toBe(50);
    expect(e.matches[0]!.actualCost.toNumber()).toBe(4_000);
    expect(e.matches[1]!.fmvPerUnit).toBeNull();
    expect(e.openLots).toHaveLength(1);
    expect(e.openLots[0]).toMatchObject({ buyDate: "2024-01-15" });
    expect([e.openLots[0]!.units.toNumber(), e.openLots[0]!.cost.toNumber()]).toEqual([70, 6_300]);
    expect(e.unmatchedUnits.toNumber()).toBe(0);
  });

  it("applies the debt rules: 36 months before 23-Jul-2024, 24 after, and Section 50AA for units bought from 1-Apr-2023", () => {
    expect(b.matches.map((m) => [m.saleDate, m.buyDate, m.units.toNumber(), rupees(m.gain), m.term, m.rate])).toEqual([
      ["2024-03-01", "2021-05-01", 400, 1_600, "short", "slab rate"],
      ["2024-08-01", "2021-05-01", 600, 3_000, "long", "12.5% without indexation (Section 112)"],
      ["2024-08-01", "2023-06-01", 300, 900, "short", "slab rate (Section 50AA: always short term)"],
    ]);
    expect(b.openLots.map((l) => [l.units.toNumber(), l.cost.toNumber()])).toEqual([[200, 4_400]]);
  });

  it("totals each financial year", () => {
    const years = totalsByYear([...e.matches, ...b.matches]).map((y) => [
      y.financialYear,
      rupees(y.equityShortTerm),
      rupees(y.equityLongTerm),
      rupees(y.otherShortTerm),
      rupees(y.otherLongTerm),
    ]);
    expect(years).toEqual([
      ["2023-24", 0, 0, 1_600, 0],
      ["2024-25", 600, 15_500, 900, 3_000],
    ]);
  });
});

describe("fifoGains: edges", () => {
  const base = { key: equity.key, taxClass: "equity" as const };

  it("grandfathering never makes a loss a gain: cost is the actual cost when FMV is below it", () => {
    const r = fifoGains({
      ...base,
      navOn31Jan2018: d(30),
      events: [ev("2017-01-02", "in", 10, 40), ev("2020-01-02", "out", 10, 60)],
    });
    // max(400, min(300, 600)) = 400
    expect(r.matches[0]!.costUsed.toNumber()).toBe(400);
    expect(r.matches[0]!.gain.toNumber()).toBe(200);
  });

  it("grandfathering caps the FMV at the sale value", () => {
    const r = fifoGains({
      ...base,
      navOn31Jan2018: d(80),
      events: [ev("2017-01-02", "in", 10, 40), ev("2020-01-02", "out", 10, 60)],
    });
    // max(400, min(800, 600)) = 600: no gain, no loss
    expect(r.matches[0]!.gain.toNumber()).toBe(0);
  });

  it("says so when the NAV history does not reach 31-Jan-2018", () => {
    const r = fifoGains({
      ...base,
      navOn31Jan2018: null,
      events: [ev("2017-01-02", "in", 10, 40), ev("2020-01-02", "out", 10, 60)],
    });
    expect(r.matches[0]!.costUsed.toNumber()).toBe(400);
    expect(r.matches[0]!.notes[0]).toMatch(/does not reach 2018-01-31/);
  });

  it("keeps decimals exact: three sales of a third of a lot leave nothing and sum to the cost", () => {
    const r = fifoGains({
      ...base,
      navOn31Jan2018: null,
      events: [
        { date: "2022-01-03", direction: "in", units: d("0.003"), amount: d("0.10"), nav: d("33.3333") },
        ...["2023-01-03", "2023-02-03", "2023-03-03"].map((date) => ({
          date,
          direction: "out" as const,
          units: d("0.001"),
          amount: d("0.05"),
          nav: d("50"),
        })),
      ],
    });
    expect(r.openLots).toEqual([]);
    expect(r.matches.reduce((s, m) => s.plus(m.actualCost), d(0)).toString()).toBe("0.1");
  });

  it("reports units sold beyond the purchases it knows", () => {
    const r = fifoGains({
      ...base,
      navOn31Jan2018: null,
      events: [ev("2022-01-03", "in", 5, 10), ev("2023-01-03", "out", 8, 12)],
    });
    expect(r.unmatchedUnits.toNumber()).toBe(3);
    expect(r.matches.map((m) => m.units.toNumber())).toEqual([5]);
  });

  it("takes units bought the same day as a sale before the sale", () => {
    const r = fifoGains({
      ...base,
      navOn31Jan2018: null,
      events: [ev("2023-01-03", "out", 5, 12), ev("2023-01-03", "in", 5, 12)],
    });
    expect(r.unmatchedUnits.toNumber()).toBe(0);
    expect(r.matches[0]!.gain.toNumber()).toBe(0);
  });
});

describe("fifoGains: indexation of long-term gains of funds that are not equity-oriented", () => {
  // Computed by hand: a gold fund of funds (class "other"), 1,000 units @ 10 on 1-Jun-2018 (FY 2018-19, CII 280).
  //   Sold 400 @ 15 on 1-Jun-2023 (FY 2023-24, CII 348), held 60 months > 36: long term before 23-Jul-2024, so
  //   indexed cost = 4,000 x 348 / 280 = 4,971.43, gain 6,000 - 4,971.43 = 1,028.57 (20% with indexation).
  //   Sold 600 @ 16 on 1-Aug-2024 (after 23-Jul-2024): no indexation, gain 9,600 - 6,000 = 3,600 at 12.5%.
  const gold = fifoGains({
    key: { folio: "777/2", schemeCode: 119132, isin: null, name: "A Gold Fund of Funds - Direct Growth" },
    taxClass: "other",
    navOn31Jan2018: null,
    events: [ev("2018-06-01", "in", 1000, 10), ev("2023-06-01", "out", 400, 15), ev("2024-08-01", "out", 600, 16)],
  });

  it("uses the indexed cost for a sale before 23-Jul-2024, and the actual cost after", () => {
    expect(
      gold.matches.map((m) => [
        m.saleDate,
        m.term,
        m.costUsed.toDecimalPlaces(2).toNumber(),
        m.gain.toDecimalPlaces(2).toNumber(),
        m.rate,
      ]),
    ).toEqual([
      ["2023-06-01", "long", 4_971.43, 1_028.57, "20% with indexation (Section 112)"],
      ["2024-08-01", "long", 6_000, 3_600, "12.5% without indexation (Section 112)"],
    ]);
    expect(gold.matches[0]!.notes).toEqual(["Indexed cost: actual cost x CII 348 (2023-24) / CII 280 (2018-19)."]);
    expect(gold.matches[1]!.notes).toEqual([]);
  });

  it("never indexes equity-oriented or short-term gains", () => {
    const equityGains = fifoGains(equity).matches;
    expect(equityGains.every((m) => !m.notes.some((note) => note.startsWith("Indexed")))).toBe(true);
    const shortDebt = fifoGains(debt).matches.filter((m) => m.term === "short");
    expect(shortDebt.every((m) => m.costUsed.equals(m.actualCost))).toBe(true);
  });

  it("notes a lot bought at the member's own figures on every sale taken from it", () => {
    const r = fifoGains({
      ...debt,
      events: [
        { ...ev("2019-05-02", "in", 10, 10), ownFigures: true },
        ev("2024-06-03", "in", 10, 12),
        ev("2024-09-02", "out", 15, 13),
      ],
    });
    expect(
      r.matches.map((m) => [
        m.buyDate,
        m.units.toNumber(),
        m.notes.some((n) => n.startsWith("Bought at your own figures")),
      ]),
    ).toEqual([
      ["2019-05-02", 10, true],
      ["2024-06-03", 5, false],
    ]);
  });
});
