import { formatDate } from "@/lib/format";
import { planLaunchDate, planLaunchText } from "@/lib/funds/plan-launch";

describe("a plan's launch (issue 37, 9)", () => {
  it("starts a Direct plan no earlier than 1 January 2013, when Direct plans began", () => {
    expect(planLaunchDate("Direct", "1993-01-01")).toBe("2013-01-01");
    expect(planLaunchDate("Direct", "2019-06-10")).toBe("2019-06-10");
    expect(planLaunchDate("Regular", "1993-01-01")).toBe("1993-01-01");
    expect(planLaunchDate(null, "2008-06-15")).toBe("2008-06-15");
    expect(planLaunchDate("Direct", null)).toBeNull();
  });

  it("shows the scheme's launch as the scheme's beside a Direct plan's start", () => {
    expect(planLaunchText("Direct", "1993-01-01", formatDate)).toBe(
      "Jan 01, 2013 (Direct plans began then; the scheme launched Jan 01, 1993)",
    );
    expect(planLaunchText("Regular", "1993-01-01", formatDate)).toBe("Jan 01, 1993");
    expect(planLaunchText("Direct", "2019-06-10", formatDate)).toBe("Jun 10, 2019");
  });
});
