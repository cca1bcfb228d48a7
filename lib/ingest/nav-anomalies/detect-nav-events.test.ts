import { detectNavEvents, splitFactor } from "@/lib/ingest/nav-anomalies/detect-nav-events";
import { applyNavEvents } from "@/lib/ingest/nav-anomalies/apply-nav-events";
import { NAV_MOVE_BANDS, navMoveBand } from "@/lib/ingest/nav-anomalies/nav-move-bands";

const days = (n: number, from = 100) => Array.from({ length: n }, (_, i) => from + i);

describe("splitFactor", () => {
  it("recognises a NAV divided by 10 or 100 with a day's move left over, within half the band", () => {
    // UTI Liquid Cash Plan 4,543.7279 → 454.5266 (+0.034% after the ÷10), liquid band 1%.
    expect(splitFactor(454.5266 / 4543.7279, 1)).toBe(0.1);
    // Invesco India Gold ETF 12,786.2383 → 129.8369 (+1.54% after the ÷100), ETF band 50%.
    expect(splitFactor(129.8369 / 12786.2383, 50)).toBe(0.01);
    expect(splitFactor(0.5, 20)).toBe(0.5);
    expect(splitFactor(1000.2, 1)).toBe(1000); // a face value multiplied by 1,000
  });

  it("is null for a move that is no split factor, or one whose leftover is more than half the band", () => {
    expect(splitFactor(0.8, 20)).toBeNull();
    // ETF band 50%: half is ln(1.5)/2 = 20.3% in log; 0.6 × 2 = 1.2 leaves 18.2% → still a 1:2 split, 0.65 × 2 does not.
    expect(splitFactor(0.6, 50)).toBe(0.5);
    expect(splitFactor(0.65, 50)).toBeNull();
    // Liquid band 1%: a ÷10 that also moved 0.6% is not a split (half the band is 0.5%).
    expect(splitFactor(0.1006, 1)).toBeNull();
  });
});

describe("detectNavEvents", () => {
  it("accepts every move within the band", () => {
    expect(detectNavEvents(days(4), [100, 100.9, 100, 100.99], 1)).toEqual([]);
  });

  it("confirms a ÷10 face-value change by the next NAV and names it a split", () => {
    const events = detectNavEvents(days(4), [4543.7279, 4544.5, 454.5266, 454.5786], 1);
    expect(events).toEqual([{ index: 2, previousIndex: 1, kind: "split", ratio: 454.5266 / 4544.5, factor: 0.1 }]);
  });

  it("holds back a move outside the band on the latest NAV until a later one confirms it", () => {
    expect(detectNavEvents(days(3), [12879.3395, 12786.2383, 129.8369], 50)).toEqual([
      { index: 2, previousIndex: 1, kind: "held-back", ratio: 129.8369 / 12786.2383, factor: null },
    ]);
  });

  it("keeps a confirmed move that is no split as a market move, and measures the next NAV from it", () => {
    // Equity band 20%: −30% then flat.
    const events = detectNavEvents(days(4), [100, 70, 70.5, 71], 20);
    expect(events).toEqual([{ index: 1, previousIndex: 0, kind: "market-move", ratio: 0.7, factor: null }]);
  });

  it("leaves out a one-day print the next NAV reverts, and compares the next NAV with the old level", () => {
    // 1,000× for a day, then back: the revert is not itself an event.
    const events = detectNavEvents(days(4), [10, 10000, 10.01, 10.02], 20);
    expect(events).toEqual([{ index: 1, previousIndex: 0, kind: "reverted", ratio: 1000, factor: null }]);
  });

  it("decides by which level the next NAV is nearer, in ratio", () => {
    // 100 → 50 → 71: √(100 × 50) = 70.7, so 71 is nearer the old level (reverted) and 70 the new one (confirmed).
    expect(detectNavEvents(days(3), [100, 50, 71], 20)[0]!.kind).toBe("reverted");
    expect(detectNavEvents(days(3), [100, 50, 70], 20)[0]!.kind).toBe("split"); // 0.5: a 1:2 split
    expect(detectNavEvents(days(3), [100, 40, 45], 20)[0]!.kind).toBe("market-move");
  });

  it("widens the band by √(gap / 7) across a longer gap", () => {
    // Liquid band 1% over 28 days: ln(1.01) × 2 = 1.99% in log; a 1.9% move passes, 2.1% is flagged.
    expect(detectNavEvents([0, 28, 29], [100, 101.9, 101.91], 1)).toEqual([]);
    expect(detectNavEvents([0, 28, 29], [100, 102.1, 102.11], 1)[0]!.kind).toBe("market-move");
    // Within 7 days the band is not widened.
    expect(detectNavEvents([0, 7, 8], [100, 101.5, 101.51], 1)[0]!.kind).toBe("market-move");
  });

  it("finds a second event after a confirmed split, measured from the new level", () => {
    const events = detectNavEvents(days(6), [1000, 100.1, 100.2, 10.02, 10.03, 10.04], 1);
    expect(events.map((e) => [e.index, e.kind, e.factor])).toEqual([
      [1, "split", 0.1],
      [3, "split", 0.1],
    ]);
  });
});

describe("applyNavEvents", () => {
  it("scales every NAV before a split by its factor, and the ones before two splits by both", () => {
    const out = applyNavEvents(
      [1, 2, 3, 4, 5],
      [1000, 1001, 100.2, 10.03, 10.04],
      [
        { day: 3, kind: "split", factor: 0.1 },
        { day: 4, kind: "split", factor: 0.1 },
      ],
    );
    expect(Array.from(out.days)).toEqual([1, 2, 3, 4, 5]);
    expect(Array.from(out.navs)).toEqual([10, 10.01, 10.02, 10.03, 10.04].map((x) => expect.closeTo(x, 10)));
  });

  it("leaves out NAVs held back or reverted, and keeps market moves as they are", () => {
    const out = applyNavEvents(
      [1, 2, 3, 4],
      [10, 10000, 10.1, 7],
      [
        { day: 2, kind: "reverted", factor: null },
        { day: 4, kind: "held-back", factor: null },
        { day: 3, kind: "market-move", factor: null },
      ],
    );
    expect(Array.from(out.days)).toEqual([1, 3]);
    expect(Array.from(out.navs)).toEqual([10, 10.1]);
  });

  it("returns the series unchanged without events", () => {
    const out = applyNavEvents([1, 2], [5, 6], []);
    expect([Array.from(out.days), Array.from(out.navs)]).toEqual([
      [1, 2],
      [5, 6],
    ]);
  });
});

describe("navMoveBand", () => {
  it("gives liquid and overnight funds basis points, equity a few percent, and the widest to the rest", () => {
    expect(navMoveBand("debt-liquid-fund").bandPct).toBe(1);
    expect(navMoveBand("debt-overnight-fund").bandPct).toBe(1);
    expect(navMoveBand("equity-large-and-mid-cap-fund").bandPct).toBe(20);
    expect(navMoveBand("other-etfs").bandPct).toBe(50);
    expect(navMoveBand(null)).toBe(NAV_MOVE_BANDS[NAV_MOVE_BANDS.length - 1]);
    expect(navMoveBand("no-such-category")).toBe(NAV_MOVE_BANDS[NAV_MOVE_BANDS.length - 1]);
  });

  it("leaves room above the largest ordinary move of the real year in every group, and lists each category once", () => {
    for (const band of NAV_MOVE_BANDS) expect(band.bandPct).toBeGreaterThan(band.largestGrowthMovePct);
    const slugs = NAV_MOVE_BANDS.flatMap((band) => band.slugs);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
