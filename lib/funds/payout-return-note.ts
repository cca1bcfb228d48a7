import { isGrowthOption } from "@/lib/metrics/ranking-eligibility";

/** The one line under a fund list whose rows include an IDCW plan, whose returns the list shows as "--". */
export const PAYOUT_RETURN_NOTE =
  "Returns show -- for IDCW plans: their NAV falls at every payout, so a NAV return is not what the investor earned. Compare their Growth plans.";

/** PAYOUT_RETURN_NOTE when a listed plan is an IDCW (or bonus) plan, else null. */
export function payoutReturnNote(plans: readonly { option_type: string | null }[]): string | null {
  return plans.some((plan) => !isGrowthOption(plan.option_type)) ? PAYOUT_RETURN_NOTE : null;
}
