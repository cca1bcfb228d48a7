import { exitLoadPct, exitLoadUntil, parseExitLoad } from "@/lib/xray/costs/exit-load";

describe("parseExitLoad", () => {
  it.each([
    ["Nil", { pct: 0 }],
    ["1% within 1 year", { pct: 1, within: 12, unit: "month" }],
    [
      "1% - If redeemed on or before 15 days from the date of allotment. Nil - If redeemed after 15 days from the date of allotment.",
      { pct: 1, within: 15, unit: "day" },
    ],
    [
      "0.25% - If redeemed within 30 days from the day of allotment. Nil - If redeemed after 30 days",
      { pct: 0.25, within: 30, unit: "day" },
    ],
    ["1% - If redeemed within 3 months from the day of allotment.", { pct: 1, within: 3, unit: "month" }],
  ])("%s", (words, rule) => expect(parseExitLoad(words)).toEqual(rule));

  it.each([
    [null],
    ["Day 1 - 0.0070% Day 2 - 0.0065% Day 7 onwards - Nil"],
    ["1%- If redeemed on or before 7 days from the Inception Date. Nil- If redeemed after 7 days"],
    ["Graded, nil after 7 days"],
  ])("leaves %s unknown", (words) => expect(parseExitLoad(words)).toBeNull());
});

describe("exitLoadPct", () => {
  const rule = parseExitLoad("1% within 1 year")!;
  it("applies up to and including the last day of the period", () => {
    expect(exitLoadUntil(rule, "2026-03-01")).toBe("2027-03-01");
    expect(exitLoadPct(rule, "2026-03-01", "2027-03-01")).toBe(1);
    expect(exitLoadPct(rule, "2026-03-01", "2027-03-02")).toBe(0);
  });
  it("counts days for a load in days", () => {
    const days = parseExitLoad("1% - If redeemed on or before 15 days from the date of allotment")!;
    expect(exitLoadPct(days, "2026-11-01", "2026-11-16")).toBe(1);
    expect(exitLoadPct(days, "2026-11-01", "2026-11-17")).toBe(0);
  });
});
