import { START_NAV_TOLERANCE_DAYS } from "@/lib/metrics/conventions";
import { isoToDay } from "@/lib/metrics/day-number";
import { seriesFromPoints } from "@/lib/metrics/nav-series";
import { startNavIndex } from "@/lib/metrics/start-nav";

describe("startNavIndex", () => {
  // NAVs on Fri 2024-05-03 and Mon 2024-05-13, then nothing until 2024-06-14.
  const { days } = seriesFromPoints([
    { date: "2024-05-03", nav: 10 },
    { date: "2024-05-13", nav: 11 },
    { date: "2024-06-14", nav: 12 },
  ]);
  const at = (iso: string) => startNavIndex(days, isoToDay(iso));

  it("allows a week", () => {
    expect(START_NAV_TOLERANCE_DAYS).toBe(7);
  });

  it("takes the NAV on the start date itself", () => {
    expect(at("2024-05-13")).toBe(1);
    expect(at("2024-05-03")).toBe(0);
  });

  it("takes the last NAV before a weekend or holiday start, up to 7 days before", () => {
    expect(at("2024-05-05")).toBe(0); // Sunday: Friday's NAV, 2 days before
    expect(at("2024-05-10")).toBe(0); // 7 days after 2024-05-03: kept
    expect(at("2024-05-20")).toBe(1); // 7 days after 2024-05-13: kept
  });

  it("gives no-nav-near-start when the last NAV is 8 or more days before", () => {
    expect(at("2024-05-11")).toBe("no-nav-near-start"); // 8 days after 2024-05-03
    expect(at("2024-05-21")).toBe("no-nav-near-start");
    expect(at("2024-06-13")).toBe("no-nav-near-start");
  });

  it("gives too-young before the first NAV", () => {
    expect(at("2024-05-02")).toBe("too-young");
    expect(startNavIndex(new Int32Array(0), isoToDay("2024-05-02"))).toBe("too-young");
  });
});
