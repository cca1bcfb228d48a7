import { navAdjustmentNote } from "@/lib/funds/nav-adjustment-notes";
import { describeNavEventCounts } from "@/lib/ingest/nav-anomalies/nav-events-report";

const base = { date: "2026-06-21", previous_date: "2026-06-19", previous_nav: 4543.7279, nav: 454.5266 };

describe("navAdjustmentNote", () => {
  it("names a split's date, the NAVs either side and the factor applied to the earlier NAVs", () => {
    expect(navAdjustmentNote({ ...base, kind: "split", factor: 0.1 })).toBe(
      "Split or face-value change on Jun 21, 2026: the NAV went from ₹4,543.7279 on Jun 19, 2026 to ₹454.5266 on Jun 21, 2026. NAVs before it are divided by 10 so the line reads as one series, as a split-adjusted price does.",
    );
    expect(navAdjustmentNote({ ...base, nav: 45452.66, kind: "split", factor: 10 })).toContain(
      "NAVs before it are multiplied by 10",
    );
  });

  it("says a NAV held back or reverted is left out, with its move", () => {
    expect(navAdjustmentNote({ ...base, kind: "held-back", factor: null })).toContain(
      "The NAV of ₹454.5266 on Jun 21, 2026 (-90.00% from ₹4,543.7279 on Jun 19, 2026) is outside the band",
    );
    expect(navAdjustmentNote({ ...base, kind: "reverted", factor: null })).toContain(
      "is left out: the next NAV went back",
    );
  });
});

describe("describeNavEventCounts", () => {
  it("counts each kind, or says there were none", () => {
    expect(describeNavEventCounts({ split: 35, "held-back": 21, "market-move": 112, reverted: 0 })).toBe(
      "NAV moves outside their category's band: 35 splits or face-value changes adjusted, 21 held back until a later capture confirms them, 112 confirmed market moves (kept), 0 one-day prints the next capture reverted (left out) (npm run data:status lists those held back).",
    );
    expect(describeNavEventCounts({ split: 0, "held-back": 0, "market-move": 0, reverted: 0 })).toBe(
      "NAV moves outside their category's band: none.",
    );
  });
});
