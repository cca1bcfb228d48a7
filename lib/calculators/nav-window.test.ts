import { calculateMutualFund, type MutualFundPlan } from "@/lib/calculators/mutual-fund";
import { DEFAULT_LOOKBACK_YEARS, navWindowOfPoints, type NavWindow } from "@/lib/calculators/nav-window";
import { END_BEFORE_START_MESSAGE, navWindowProblem } from "@/lib/calculators/nav-window-problem";
import { addMonths, isoToDay } from "@/lib/metrics/day-number";
import type { NavPoint } from "@/lib/metrics/nav-series";

// Out of order on purpose: the window does not rely on the history being sorted.
const points: NavPoint[] = [
  { date: "2024-02-29", nav: 14 },
  { date: "2016-03-01", nav: 10 },
  { date: "2020-06-15", nav: 12 },
];

function windowOf(navs: readonly NavPoint[]): NavWindow {
  const span = navWindowOfPoints(navs);
  if (!span) throw new Error("no window");
  return span;
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
    expect(
      windowOf([
        { date: "2022-01-03", nav: 10 },
        { date: "2024-05-31", nav: 11 },
      ]).defaultStart,
    ).toBe("2022-01-03");
  });

  it("is a single day for a single NAV", () => {
    const span = windowOf([{ date: "2024-05-31", nav: 11 }]);
    expect([span.first.iso, span.latest.iso, span.defaultStart]).toEqual(["2024-05-31", "2024-05-31", "2024-05-31"]);
  });
});

describe("navWindowProblem", () => {
  const span = windowOf(points);

  it("accepts a start on the first or the latest NAV date, and the default start", () => {
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2016-03-01" }, span)).toBeNull();
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2024-02-29" }, span)).toBeNull();
    expect(navWindowProblem({ mode: "sip" }, span)).toBeNull();
  });

  it("puts a start before the first NAV or after the latest one under the start date", () => {
    expect(navWindowProblem({ mode: "sip", startDate: "2016-02-29" }, span)).toEqual({
      field: "startDate",
      message: "Choose a start date on or after Mar 01, 2016, the fund's first NAV date",
    });
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2024-03-01" }, span)).toEqual({
      field: "startDate",
      message: "Choose a start date on or before Feb 29, 2024, the fund's latest NAV date",
    });
  });

  it("puts an SIP's end before its start, given or default, under the end date; an end on the start is fine", () => {
    const endProblem = { field: "endDate", message: END_BEFORE_START_MESSAGE };
    expect(navWindowProblem({ mode: "sip", startDate: "2020-01-01", endDate: "2019-12-31" }, span)).toEqual(endProblem);
    expect(navWindowProblem({ mode: "sip", endDate: "2019-02-27" }, span)).toEqual(endProblem);
    expect(navWindowProblem({ mode: "sip", endDate: "2019-02-28" }, span)).toBeNull();
    expect(navWindowProblem({ mode: "sip", startDate: "2020-01-01", endDate: "2020-01-01" }, span)).toBeNull();
  });

  it("ignores an end date for a lumpsum", () => {
    expect(navWindowProblem({ mode: "lumpsum", startDate: "2020-01-01", endDate: "2016-01-01" }, span)).toBeNull();
  });

  it("refuses a start in the year 0000 (a valid YYYY-MM-DD, before any NAV) instead of failing", () => {
    const problem = {
      field: "startDate",
      message: "Choose a start date on or after Mar 01, 2016, the fund's first NAV date",
    };
    expect(navWindowProblem({ mode: "lumpsum", startDate: "0000-01-01" }, span)).toEqual(problem);
    expect(
      calculateMutualFund({ mode: "lumpsum", amount: 1000, frequency: "monthly", startDate: "0000-01-01" }, points),
    ).toEqual({ ok: false, ...problem });
  });

  it("on the window the page works out, refuses exactly what the day-number checks refuse, with calculateMutualFund's messages", () => {
    // The checks as calculateMutualFund made them on day numbers before the window existed.
    const [firstDay, lastDay] = [isoToDay(span.first.iso), isoToDay(span.latest.iso)];
    const dayChecks = (plan: MutualFundPlan): string | null => {
      const startDay =
        plan.startDate === undefined
          ? Math.max(firstDay, addMonths(lastDay, -12 * DEFAULT_LOOKBACK_YEARS))
          : isoToDay(plan.startDate);
      if (startDay < firstDay || startDay > lastDay) return "startDate";
      const endDay = plan.mode === "sip" && plan.endDate !== undefined ? isoToDay(plan.endDate) : lastDay;
      return endDay < startDay ? "endDate" : null;
    };
    const dates = [
      undefined,
      "2016-02-29",
      "2016-03-01",
      "2019-02-27",
      "2019-02-28",
      "2020-06-15",
      "2024-02-29",
      "2024-03-01",
    ];
    for (const mode of ["sip", "lumpsum"] as const) {
      for (const startDate of dates) {
        for (const endDate of dates) {
          const plan: MutualFundPlan = { mode, amount: 1000, frequency: "monthly", startDate, endDate };
          const problem = navWindowProblem(plan, span);
          const outcome = calculateMutualFund(plan, points);
          expect({ plan, field: problem?.field ?? null }).toEqual({ plan, field: dayChecks(plan) });
          expect({ plan, problem }).toEqual({
            plan,
            problem: outcome.ok ? null : { field: outcome.field, message: outcome.message },
          });
        }
      }
    }
  });
});
