import { calculateMutualFund, type MutualFundOutcome } from "@/lib/calculators/mutual-fund";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { mutualFundInputsSchema } from "@/lib/calculators/mutual-fund-schema";
import type { NavPoint } from "@/lib/metrics/nav-series";

// The fund page's "what would my SIP have become": the mutual fund calculator's monthly SIP on the page's
// own fund, from a start date the visitor gives (the calculator's default start is not assumed here).

export const START_DATE_REQUIRED_MESSAGE = "Enter the start date";
/** The monthly amount the widget starts with. */
export const FUND_PAGE_SIP_AMOUNT = 5000;

export interface FundPageSip {
  amount: number;
  startDate: string;
}

export type FundPageSipCheck =
  { ok: true; sip: FundPageSip } | { ok: false; errors: { amount?: string; startDate?: string } };

/**
 * The two fields as typed (amount null while empty; the date box's text): the calculator's own rules and
 * messages (an amount between ₹100 and ₹1 crore, a YYYY-MM-DD date), and a start date is required.
 * Whether the date falls within the fund's NAV history is for calculateFundPageSip, which has the NAVs.
 */
export function checkFundPageSip(amount: number | null, startText: string): FundPageSipCheck {
  const startDate = startText.trim();
  const validation = validateInputs(mutualFundInputsSchema, {
    mode: "sip",
    amount,
    frequency: "monthly",
    startDate: startDate || undefined,
  });
  const errors = {
    ...(validation.errors.amount ? { amount: validation.errors.amount } : {}),
    ...(!startDate
      ? { startDate: START_DATE_REQUIRED_MESSAGE }
      : validation.errors.startDate
        ? { startDate: validation.errors.startDate }
        : {}),
  };
  if (errors.amount || errors.startDate) return { ok: false, errors };
  return { ok: true, sip: { amount: amount!, startDate } };
}

/** The monthly SIP from the start date to the latest NAV, at the fund's real NAVs (see calculateMutualFund). */
export function calculateFundPageSip(sip: FundPageSip, navs: readonly NavPoint[]): MutualFundOutcome {
  return calculateMutualFund({ mode: "sip", amount: sip.amount, frequency: "monthly", startDate: sip.startDate }, navs);
}
