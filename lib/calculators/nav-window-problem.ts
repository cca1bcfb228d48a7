import type { NavWindow } from "@/lib/calculators/nav-window";

// Apart from nav-window.ts (which works the window out, on the server) so the calculator's form can check
// dates without the date arithmetic.

export const NO_NAV_HISTORY_MESSAGE = "This fund has no NAV history to calculate with";
export const END_BEFORE_START_MESSAGE = "Choose an end date on or after the start date";

export interface DatePlan {
  mode: "sip" | "lumpsum";
  startDate?: string;
  /** SIP only. */
  endDate?: string;
}

export interface WindowProblem {
  field: "startDate" | "endDate";
  message: string;
}

/**
 * Where a plan's dates fall outside the window: a start before the first NAV or after the latest one, or an
 * SIP's end before its start. Dates are valid YYYY-MM-DD, which compare as text in date order.
 */
export function navWindowProblem(plan: DatePlan, span: NavWindow): WindowProblem | null {
  const start = plan.startDate ?? span.defaultStart;
  if (start < span.first.iso) {
    return {
      field: "startDate",
      message: `Choose a start date on or after ${span.first.label}, the fund's first NAV date`,
    };
  }
  if (start > span.latest.iso) {
    return {
      field: "startDate",
      message: `Choose a start date on or before ${span.latest.label}, the fund's latest NAV date`,
    };
  }
  if (plan.mode === "sip" && plan.endDate !== undefined && plan.endDate < start)
    return { field: "endDate", message: END_BEFORE_START_MESSAGE };
  return null;
}
