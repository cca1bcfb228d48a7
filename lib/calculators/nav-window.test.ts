import { calculateMutualFund, type MutualFundPlan } from "@/lib/calculators/mutual-fund";
import { navWindowOfPoints, type NavWindow } from "@/lib/calculators/nav-window";
import { END_BEFORE_START_MESSAGE, navWindowProblem } from "@/lib/calculators/nav-window-problem";
import type { NavPoint } from "@/lib/metrics/nav-series";

// Out of order on purpose: the window does not rely on the history being sorted.
const points: NavPoint[] = [
  { date: "2024-02-29", nav: 14 },
  { date: "2016-03-01", nav: 10 },
  { date: "2020-06-15", nav: 12 },
];

function windowOf(navs: readonly NavPoint[]): NavWindow {
  const window = navWindowOfPoints(navs);
  if (!window) throw new Error("no window");
  return window;
}

describe("navWindowOfPoints", () => {
  it("has no window without NAVs", () => {
    expect(navWindowOfPoints([])).toBeNull();
  });

  it("spans the first and latest NAV dates, labelled as the page shows dates", () => {
    expect(windowOf(points)).toEqual({
      first: { iso: "2016-03-01", label: "Mar 01, 2016" },
      latest: { iso: "2024-02-29", label: "Feb 29, 2024" },
      // Five years before a 29 February is the last day of February 2019.
      defaultStart: "2019-02-28",
    });
  });

  it("starts by default at the first NAV when the history is shorter than five years", () => {
    expect(windowOf([{ date: "2022-01-03", nav: 10 }, { date: "2024-05-31", nav: 11 }]).defaultStart).toBe("2022-01-03");
  });

  it("is a single day for a single NAV", () => {
    const window = windowOf([{ date: "2024-05-31", nav: 11 }]);
    expect([window.first.iso, window.latest.iso, window.defaultStart]).toEqual(["2024-05-31", "2024-05-31", "2024-05-31"]);
  });
});

describe("navWindowProblem", () => {
  const window = windowOf(points);

  it("accepts a start on the first or the latest NAV date, and the default start", () => {
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2016-03-01" }, window)).toBeNull();
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2024-02-29" }, window)).toBeNull();
    expect(navWindowProblem({ mode: "sip" }, window)).toBeNull();
  });

  it("puts a start before the first NAV or after the latest one under the start date", () => {
    expect(navWindowProblem({ mode: "sip", startDate: "2016-02-29" }, window)).toEqual({
      field: "startDate",
      message: "Choose a start date on or after Mar 01, 2016, the fund's first NAV date",
    });
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2024-03-01" }, window)).toEqual({
      field: "startDate",
      message: "Choose a start date on or before Feb 29, 2024, the fund's latest NAV date",
    });
  });

  it("puts an SIP's end before its start, given or default, under the end date; an end on the start is fine", () => {
    const endProblem = { field: "endDate", message: END_BEFORE_START_MESSAGE };
    expect(navWindowProblem({ mode: "sip", startDate: "2020-01-01", endDate: "2019-12-31" }, window)).toEqual(endProblem);
    expect(navWindowProblem({ mode: "sip", endDate: "2019-02-27" }, window)).toEqual(endProblem);
    expect(navWindowProblem({ mode: "sip", endDate: "2019-02-28" }, window)).toBeNull();
    expect(navWindowProblem({ mode: "sip", startDate: "2020-01-01", endDate: "2020-01-01" }, window)).toBeNull();
  });

  it("ignores an end date for a lumpsum", () => {
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2020-01-01", endDate: "2016-01-01" }, window)).toBeNull();
  });

  it("on the window the page works out, refuses exactly the plans calculateMutualFund refuses on the history, with its messages", () => {
    const dates = [undefined, "2016-02-29", "2016-03-01", "2019-02-27", "2019-02-28", "2020-06-15", "2024-02-29", "2024-03-01"];
    for (const mode of ["sip", "lumpsum"] as const) {
      for (const startDate of dates) {
        for (const endDate of dates) {
          const plan: MutualFundPlan = { mode, amount: 1000, frequency: "monthly", startDate, endDate };
          const outcome = calculateMutualFund(plan, points);
          const expected = outcome.ok ? null : { field: outcome.field, message: outcome.message };
          expect({ plan, problem: navWindowProblem(plan, window) }).toEqual({ plan, problem: expected });
        }
      }
    }
  });
});
