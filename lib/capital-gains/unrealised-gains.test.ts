import Decimal from "decimal.js";
import { exemptionLeft, harvest, unrealisedLots } from "@/lib/capital-gains/unrealised-gains";

const d = (v: number | string) => new Decimal(v);
const lot = (buyDate: string, units: number, nav: number) => ({
  buyDate,
  units: d(units),
  cost: d(units).mul(nav),
  nav: d(nav),
});

describe("unrealisedLots and harvest", () => {
  const lots = [lot("2023-01-10", 50, 80), lot("2024-01-15", 70, 90), lot("2025-01-20", 10, 110)];
  // On 15-Feb-2025 at NAV 120: lot 1 long (gain 50 x 40 = 2,000), lot 2 long (70 x 30 = 2,100), lot 3 short (100).
  const today = unrealisedLots(lots, "equity", d(120), "2025-02-15");

  it("values each lot and gives its term today", () => {
    expect(today.map((l) => [l.value.toNumber(), l.gain.toNumber(), l.term])).toEqual([
      [6_000, 2_000, "long"],
      [8_400, 2_100, "long"],
      [1_200, 100, "short"],
    ]);
  });

  it("sells every long-term lot when the exemption left covers them, and stops before a short-term lot", () => {
    const h = harvest(today, d(120), d(109_500));
    expect([h.longTermGain.toNumber(), h.unitsToSell.toNumber(), h.gainBooked.toNumber()]).toEqual([4_100, 120, 4_100]);
    expect(h.note).toMatch(/short term/);
  });

  it("sells part of a lot to use exactly what is left (3,000: lot 1 whole, then 1,000 / 30 = 33.333 units)", () => {
    const h = harvest(today, d(120), d(3_000));
    expect(h.unitsToSell.toString()).toBe("83.333");
    expect(h.gainBooked.toString()).toBe("2999.99");
    expect(h.longTermGain.toNumber()).toBe(4_100);
  });

  it("has nothing to sell when the exemption is used up", () => {
    expect(harvest(today, d(120), d(0)).note).toBe("This year's exemption is used up.");
  });

  it("stops at a lot at a loss", () => {
    const h = harvest(unrealisedLots([lot("2020-01-01", 10, 200)], "equity", d(120), "2025-02-15"), d(120), d(1000));
    expect(h.unitsToSell.toNumber()).toBe(0);
    expect(h.note).toMatch(/at a loss/);
  });
});

describe("harvest of units bought before 1-Feb-2018 (Section 112A grandfathering)", () => {
  // 100 units bought 10-May-2016 at NAV 40 (cost 4,000); NAV 70 on 31-Jan-2018; NAV 120 on 15-Feb-2025.
  // Cost a sale would use = max(4,000, min(100 x 70 = 7,000, 100 x 120 = 12,000)) = 7,000, so the gain is 5,000
  // (not 12,000 - 4,000 = 8,000), and each unit books 120 - 70 = 50 (not 80).
  const old = [lot("2016-05-10", 100, 40)];

  it("counts the gain over the grandfathered cost, and sells units for it at 50 a unit", () => {
    const [l] = unrealisedLots(old, "equity", d(120), "2025-02-15", d(70));
    expect([l!.gain.toNumber(), l!.taxCost.toNumber(), l!.taxGain.toNumber()]).toEqual([8_000, 7_000, 5_000]);
    // 3,000 of exemption left: 3,000 / 50 = 60 units (the actual cost would say 3,000 / 80 = 37.5).
    const h = harvest([l!], d(120), d(3_000));
    expect([h.longTermGain.toNumber(), h.unitsToSell.toString(), h.gainBooked.toNumber()]).toEqual([
      5_000,
      "60",
      3_000,
    ]);
  });

  it("uses the sale value when it is below the 31-Jan-2018 value (NAV 130 then, 120 now: no gain to book)", () => {
    const [l] = unrealisedLots(old, "equity", d(120), "2025-02-15", d(130));
    expect(l!.taxCost.toNumber()).toBe(12_000);
    expect(harvest([l!], d(120), d(3_000))).toMatchObject({
      unitsToSell: d(0),
      note: "Nothing to harvest: the next units in line would book no gain (their 31-Jan-2018 value is above today's).",
    });
  });

  it("keeps the actual cost when the NAV history does not reach 31-Jan-2018", () => {
    const [l] = unrealisedLots(old, "equity", d(120), "2025-02-15", null);
    expect(l!.taxGain.toNumber()).toBe(8_000);
  });
});

describe("the harvesting note", () => {
  it("gives rupees and units with the Indian grouping of the tables (not 'Sell 1693.869 units ... 4214.10')", () => {
    // One long-term lot: 2,000 units at NAV 10 bought 2023-01-10, NAV 12.4879 today: 2.4879 a unit.
    // 4,214.10 / 2.4879 = 1,693.8381... units, rounded down to 1,693.838; they book 1,693.838 x 2.4879 = 4,214.0996.
    const lots = unrealisedLots([lot("2023-01-10", 2_000, 10)], "equity", d("12.4879"), "2025-02-15");
    expect(harvest(lots, d("12.4879"), d("4214.10")).note).toBe(
      "Sell 1,693.838 units (oldest first) to book ₹4,214.10 of long-term gain tax-free.",
    );
  });

  it("groups lakhs as the tables do", () => {
    const lots = unrealisedLots([lot("2020-01-10", 150_000, 10)], "equity", d(11), "2025-02-15");
    expect(harvest(lots, d(11), d(125_000)).note).toBe(
      "Sell 1,25,000.000 units (oldest first) to book ₹1,25,000.00 of long-term gain tax-free.",
    );
  });
});

describe("exemptionLeft", () => {
  it("takes the year's booked long-term equity gain from Rs 1.25 lakh (never below zero)", () => {
    expect(exemptionLeft("2025-02-15", d(15_500)).toNumber()).toBe(109_500);
    expect(exemptionLeft("2025-02-15", d(200_000)).toNumber()).toBe(0);
    expect(exemptionLeft("2024-02-15", d(15_500)).toNumber()).toBe(84_500);
  });
});
