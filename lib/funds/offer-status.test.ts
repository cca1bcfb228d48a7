import { countdownLabel, offerTiming } from "@/lib/funds/offer-status";

describe("offerTiming", () => {
  const open = "2026-11-22";
  const close = "2026-11-29";

  it("is upcoming with no countdown before the open date", () => {
    expect(offerTiming(open, close, "2026-11-21")).toEqual({ status: "upcoming", days_left: null });
    expect(offerTiming(open, close, "2025-12-31")).toEqual({ status: "upcoming", days_left: null });
  });

  it("opens on the open date and counts to the end of the close date", () => {
    expect(offerTiming(open, close, "2026-11-22")).toEqual({ status: "open", days_left: 8 });
    expect(offerTiming(open, close, "2026-11-28")).toEqual({ status: "open", days_left: 2 });
  });

  it("has 1 day left on the close date itself", () => {
    expect(offerTiming(open, close, "2026-11-29")).toEqual({ status: "open", days_left: 1 });
  });

  it("is closed from the day after the close date", () => {
    expect(offerTiming(open, close, "2026-11-30")).toEqual({ status: "closed", days_left: null });
    expect(offerTiming(open, close, "2027-01-01")).toEqual({ status: "closed", days_left: null });
  });

  it("handles a one-day offer", () => {
    expect(offerTiming("2026-11-22", "2026-11-22", "2026-11-21").status).toBe("upcoming");
    expect(offerTiming("2026-11-22", "2026-11-22", "2026-11-22")).toEqual({ status: "open", days_left: 1 });
    expect(offerTiming("2026-11-22", "2026-11-22", "2026-11-23").status).toBe("closed");
  });

  it("counts across month ends, year ends and leap days", () => {
    expect(offerTiming("2026-12-28", "2027-01-02", "2026-12-31")).toEqual({ status: "open", days_left: 3 });
    expect(offerTiming("2028-02-25", "2028-03-01", "2028-02-28")).toEqual({ status: "open", days_left: 3 });
    expect(offerTiming("2027-02-25", "2027-03-01", "2027-02-28")).toEqual({ status: "open", days_left: 2 });
  });

  it("treats a close date before the open date as closed once the close date has passed", () => {
    expect(offerTiming("2026-11-29", "2026-11-22", "2026-11-25").status).toBe("closed");
  });

  it("rejects a malformed date", () => {
    expect(() => offerTiming("2026-11-31", close, "2026-11-22")).toThrow(RangeError);
    expect(() => offerTiming(open, close, "22/11/2026")).toThrow(RangeError);
  });
});

describe("countdownLabel", () => {
  it("says Closed, -- or the days left, singular on the last day", () => {
    expect(countdownLabel({ status: "closed", days_left: null })).toBe("Closed");
    expect(countdownLabel({ status: "upcoming", days_left: null })).toBe("--");
    expect(countdownLabel({ status: "open", days_left: 1 })).toBe("1 day left");
    expect(countdownLabel({ status: "open", days_left: 8 })).toBe("8 days left");
  });
});
