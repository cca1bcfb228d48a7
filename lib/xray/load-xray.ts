import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import { readNow, type DataMemo } from "@/lib/api/data-memo";
import { lookThrough, type LookThrough } from "@/lib/xray/look-through";
import { keptXrayPlans } from "@/lib/xray/kept-plans";
import type { SecurityList } from "@/lib/xray/listed-securities";
import type { XrayPlan } from "@/lib/xray/load-portfolios";
import { overlapMatrix, type OverlapMatrix } from "@/lib/xray/overlap-matrix";

/** The NAV a holding's units are valued at. */
export interface ValuedAt {
  nav: number;
  navDate: string;
}

/**
 * A holding by its ₹ value (the public X-ray) or by its units (a member's), valued at the NAV given with them
 * (the member's X-ray gives the latest verified NAV, which the portfolio page values at) or else at the plan's
 * latest NAV as published.
 */
export type XrayHolding = { schemeCode: number; value: number } | { schemeCode: number; units: number; at?: ValuedAt };

export interface Xray {
  look_through: LookThrough;
  /** Rows and columns in the order of look_through.funds. */
  overlap: OverlapMatrix;
  /** Per fund (same order) the NAV a holding given in units was valued at; null for one given in ₹. */
  valued_at: ({ nav: number; nav_date: string } | null)[];
}

function navOf(holding: XrayHolding, plan: XrayPlan): ValuedAt | null {
  if ("value" in holding) return null;
  if (holding.at) return holding.at;
  return plan.nav === null || plan.navDate === null ? null : { nav: plan.nav, navDate: plan.navDate };
}

function valueOf(holding: XrayHolding, plan: XrayPlan): number {
  if ("value" in holding) return holding.value;
  const at = navOf(holding, plan);
  if (at === null)
    throw new ApiError("bad_request", `Scheme code ${plan.schemeCode} has no NAV yet, so its units have no value.`);
  return holding.units * at.nav;
}

/**
 * The X-ray of the holdings: look-through and overlap from each plan's latest disclosed portfolio. A code no
 * plan has is refused (400) rather than dropped: leaving it out would change every share silently. The plans and
 * portfolios are kept by `memo` (kept-plans.ts; without one they are read on every call). `securities` says which
 * securities are listed with their funds (listed-securities.ts).
 */
export async function loadXray(
  sql: Sql,
  holdings: readonly XrayHolding[],
  memo: DataMemo = readNow,
  securities: SecurityList = "largest",
): Promise<Xray> {
  const codes = [...new Set(holdings.map((holding) => holding.schemeCode))];
  const plans = new Map((await keptXrayPlans(sql, codes, memo)).map((plan) => [plan.schemeCode, plan]));
  const unknown = codes.filter((code) => !plans.has(code));
  if (unknown.length > 0)
    throw new ApiError(
      "bad_request",
      `No fund has scheme code ${unknown.join(", ")}. Check the code in the fund's page address.`,
    );
  const inputs = holdings.map((holding) => {
    const plan = plans.get(holding.schemeCode)!;
    return { ...plan, value: valueOf(holding, plan) };
  });
  const look = lookThrough(inputs, securities);
  const byCode = new Map(inputs.map((input) => [input.schemeCode, input]));
  return {
    look_through: look,
    overlap: overlapMatrix(
      look.funds.map((fund) => byCode.get(fund.scheme_code)!.portfolio),
      securities,
    ),
    valued_at: look.funds.map((fund) => {
      const given = holdings.find((holding) => holding.schemeCode === fund.scheme_code)!;
      const at = navOf(given, plans.get(fund.scheme_code)!);
      return at === null ? null : { nav: at.nav, nav_date: at.navDate };
    }),
  };
}
