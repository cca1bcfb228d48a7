import Decimal from "decimal.js";
import type { Lot } from "@/lib/capital-gains/gains-types";
import { exemptionLeft } from "@/lib/capital-gains/unrealised-gains";
import { parseExitLoad } from "@/lib/xray/costs/exit-load";
import { switchLots, switchTax, type SwitchHolding } from "@/lib/xray/costs/switch-tax";

const TODAY = "2026-11-27";
const lot = (buyDate: string, units: number, cost: number): Lot => ({
  buyDate,
  units: new Decimal(units),
  cost: new Decimal(cost),
  nav: new Decimal(cost / units),
});
const holding = (over: Partial<SwitchHolding>): SwitchHolding => ({
  folio: "F1",
  schemeCode: 2,
  taxClass: "equity",
  nav: new Decimal(100),
  lots: [],
  navOn31Jan2018: new Decimal(50),
  exitLoad: null,
  terDifferencePct: 1,
  ...over,
});

// An equity Regular plan at NAV 100 (31-Jan-2018 NAV 50), exit load 1% within a year, Direct 1 point cheaper:
// a lot bought before 1-Feb-2018, one after (both long term) and one short term.
const equity = holding({
  lots: [lot("2017-06-01", 100, 3000), lot("2018-03-01", 200, 12000), lot("2026-03-01", 100, 8000)],
  exitLoad: parseExitLoad("1% within 1 year"),
});
// The member booked Rs 1,20,000 of long-term equity gains this year: Rs 5,000 of the Rs 1.25 lakh is left.
const left = exemptionLeft(TODAY, new Decimal(120_000));

describe("switchLots", () => {
  const lots = switchLots(equity, TODAY);
  const view = lots.map((l) => [
    l.buyDate,
    l.term,
    l.pool,
    l.ratePct,
    l.value.toFixed(2),
    l.exitLoad?.toFixed(2),
    l.gain.toFixed(2),
  ]);

  it("values each lot today with grandfathering, the exit load of the short-term lot deducted", () => {
    expect(left.toFixed(2)).toBe("5000.00");
    expect(view).toEqual([
      // Cost = max(3000, min(100 x 50, 10000)) = 5000: gain 5000, not 7000.
      ["2017-06-01", "long", "112A", 12.5, "10000.00", "0.00", "5000.00"],
      ["2018-03-01", "long", "112A", 12.5, "20000.00", "0.00", "8000.00"],
      // 10000 - 8000 - 1% load of 100.
      ["2026-03-01", "short", "111A", 20, "10000.00", "100.00", "1900.00"],
    ]);
  });

  it("says what waiting for the short-term lot to turn long term saves, against the TER paid meanwhile", () => {
    expect(lots[0]!.wait).toBeNull();
    const wait = lots[2]!.wait!;
    // Long term from the day after 1-Mar-2027; the load ends that day too. Tax now 1900 x 20% = 380, then
    // 2000 x 12.5% = 250: (380 - 250) x 1.04 = 135.20. TER: 10000 x 1% x 95 days / 365 = 26.03.
    expect(wait.from).toBe("2027-03-02");
    expect(wait.taxLess!.toFixed(2)).toBe("135.20");
    expect(wait.exitLoadLess!.toFixed(2)).toBe("100.00");
    expect(wait.extraTer!.toFixed(2)).toBe("26.03");
    expect(wait.worthWaiting).toBe(true);
  });

  it("cannot weigh waiting at a slab rate, and a debt fund bought from 1-Apr-2023 never turns long term", () => {
    const other = switchLots(
      holding({ taxClass: "other", nav: new Decimal(150), lots: [lot("2026-01-01", 10, 1000)] }),
      TODAY,
    );
    expect(other[0]).toMatchObject({ pool: "slab", ratePct: null });
    expect(other[0]!.wait).toMatchObject({ from: "2028-01-02", taxLess: null, worthWaiting: null });
    const debt = switchLots(
      holding({ taxClass: "specified", nav: new Decimal(150), lots: [lot("2024-01-01", 10, 1000)] }),
      TODAY,
    );
    expect(debt[0]).toMatchObject({ pool: "slab", wait: null });
  });
});

describe("switchTax", () => {
  const loss = holding({ schemeCode: 3, lots: [lot("2026-06-01", 100, 12000)] });
  const debt = holding({ taxClass: "specified", nav: new Decimal(150), lots: [lot("2024-01-01", 10, 1000)] });
  const other = holding({ taxClass: "other", nav: new Decimal(150), lots: [lot("2023-06-01", 10, 1000)] });

  it("taxes one holding: 20% short term, 12.5% long term above the exemption left, with 4% cess", () => {
    const t = switchTax(switchLots(equity, TODAY), left, TODAY);
    expect(t.equityShortTerm.toFixed(2)).toBe("1900.00");
    expect(t.equityLongTerm.toFixed(2)).toBe("13000.00");
    expect(t.exemptionUsed.toFixed(2)).toBe("5000.00");
    expect(t.exitLoad.toFixed(2)).toBe("100.00");
    // (1900 x 20% + (13000 - 5000) x 12.5%) x 1.04 = (380 + 1000) x 1.04.
    expect(t.tax.toFixed(2)).toBe("1435.20");
  });

  it("sets a short-term loss off against long-term gains; slab-rate gains are said apart, untaxed here", () => {
    const lots = [equity, loss, debt, other].flatMap((h) => switchLots(h, TODAY));
    const t = switchTax(lots, left, TODAY);
    // Short term 1900 - 2000 = -100 comes off the long-term 13000; 12900 - 5000 exempt = 7900 at 12.5%; the
    // other fund's long-term 500 at 12.5%: (987.50 + 62.50) x 1.04.
    expect([t.equityShortTerm, t.equityLongTerm, t.otherLongTerm, t.slabGain].map((d) => d.toFixed(2))).toEqual([
      "0.00",
      "12900.00",
      "500.00",
      "500.00",
    ]);
    expect(t.tax.toFixed(2)).toBe("1092.00");
  });

  it("with the exemption used up, every long-term rupee is taxed", () => {
    const t = switchTax(switchLots(equity, TODAY), exemptionLeft(TODAY, new Decimal(200_000)), TODAY);
    // (380 + 13000 x 12.5%) x 1.04 = 2005 x 1.04.
    expect(t.tax.toFixed(2)).toBe("2085.20");
  });
});
