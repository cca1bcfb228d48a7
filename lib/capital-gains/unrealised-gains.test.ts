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

describe("exemptionLeft", () => {
  it("takes the year's booked long-term equity gain from Rs 1.25 lakh (never below zero)", () => {
    expect(exemptionLeft("2025-02-15", d(15_500)).toNumber()).toBe(109_500);
    expect(exemptionLeft("2025-02-15", d(200_000)).toNumber()).toBe(0);
    expect(exemptionLeft("2024-02-15", d(15_500)).toNumber()).toBe(84_500);
  });
});
