import { businessDaysAfter, expectedNavDate, navFreshness } from "@/lib/schedule/nav-freshness";

// Moments given in India time (UTC+05:30).
const india = (local: string) => new Date(`${local}+05:30`);

describe("expectedNavDate", () => {
  it("is today's date from 11 pm India time on a weekday, the day before until then", () => {
    expect(expectedNavDate(india("2026-11-26T22:59:00"))).toBe("2026-11-25"); // Thursday evening
    expect(expectedNavDate(india("2026-11-26T23:00:00"))).toBe("2026-11-26");
    // 00:30 in India is still the previous evening in UTC: India's calendar decides.
    expect(expectedNavDate(india("2026-11-27T00:30:00"))).toBe("2026-11-26");
  });

  it("is Friday's date over the weekend and until Monday night", () => {
    expect(expectedNavDate(india("2026-11-28T12:00:00"))).toBe("2026-11-27"); // Saturday
    expect(expectedNavDate(india("2026-11-29T23:30:00"))).toBe("2026-11-27"); // Sunday night
    expect(expectedNavDate(india("2026-11-30T12:00:00"))).toBe("2026-11-27"); // Monday noon
    expect(expectedNavDate(india("2026-11-30T23:10:00"))).toBe("2026-11-30");
  });
});

describe("navFreshness", () => {
  it("counts business days, so a weekend is not stale", () => {
    expect(businessDaysAfter("2026-11-27", "2026-11-30")).toBe(1); // Friday to Monday
    expect(businessDaysAfter("2026-11-27", "2026-11-27")).toBe(0);
    expect(businessDaysAfter("2026-11-30", "2026-11-27")).toBe(0);
    // Friday's NAVs on Monday noon: nothing newer is due yet.
    expect(navFreshness("2026-11-27", india("2026-11-30T12:00:00"))).toEqual({
      asOf: "2026-11-27",
      expected: "2026-11-27",
      behind: 0,
      stale: false,
    });
  });

  it("allows one business day behind and calls two stale", () => {
    // Thursday's NAVs on Saturday: Friday's are due, one business day behind.
    expect(navFreshness("2026-11-26", india("2026-11-28T10:00:00")).stale).toBe(false);
    // Wednesday's NAVs on Saturday: two behind.
    expect(navFreshness("2026-11-25", india("2026-11-28T10:00:00"))).toMatchObject({ behind: 2, stale: true });
  });

  it("calls no NAVs at all stale", () => {
    expect(navFreshness(null, india("2026-11-28T10:00:00"))).toMatchObject({ asOf: null, behind: null, stale: true });
  });
});
