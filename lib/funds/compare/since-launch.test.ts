import { LAUNCH_SLACK_DAYS, sinceFirstNavText, sinceLaunchFrom, sinceLaunchLabel } from "./since-launch";

describe("sinceLaunchFrom", () => {
  it("is null when the first NAV is within 31 days of launch", () => {
    expect(LAUNCH_SLACK_DAYS).toBe(31);
    expect(sinceLaunchFrom("2020-01-01", "2020-01-01")).toBeNull();
    expect(sinceLaunchFrom("2020-01-01", "2020-02-01")).toBeNull(); // 31 days
    expect(sinceLaunchFrom("2024-02-01", "2024-03-03")).toBeNull(); // 31 days across a leap day
  });

  it("is the first NAV's date when the history starts later", () => {
    expect(sinceLaunchFrom("2020-01-01", "2020-02-02")).toBe("2020-02-02"); // 32 days
    expect(sinceLaunchFrom("1993-01-01", "2015-12-31")).toBe("2015-12-31");
    expect(sinceLaunchFrom("1988-04-24", "2013-01-02")).toBe("2013-01-02");
  });

  it("is the first NAV's date when the launch date is unknown, and null for a first NAV before launch", () => {
    expect(sinceLaunchFrom(null, "2025-07-15")).toBe("2025-07-15");
    expect(sinceLaunchFrom("2020-03-01", "2020-02-20")).toBeNull();
  });
});

describe("sinceLaunchLabel", () => {
  it("names the first NAV's date when the return does not run from launch", () => {
    expect(sinceLaunchLabel(null)).toBe("Since launch");
    expect(sinceLaunchLabel("2015-12-31")).toBe("Since Dec 31, 2015 (first NAV in our data)");
    expect(sinceFirstNavText("2006-04-03")).toBe("since Apr 03, 2006 (first NAV in our data)");
  });
});
