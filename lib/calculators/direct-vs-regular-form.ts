import { LUMPSUM_AMOUNT_FIELD } from "@/lib/calculators/amount-fields";
import { fitsSpec, percentField } from "@/lib/calculators/input-fields";

export const DIRECT_VS_REGULAR_FIELDS = {
  amount: LUMPSUM_AMOUNT_FIELD,
  returnPct: percentField("a return before costs", 0, 50, 0.1, 12),
} as const;

/**
 * The return the form starts with: the Regular plan's own annualised return (5 years, else 3) plus its
 * expense ratio, i.e. what the portfolio earned before costs, to one decimal; the field's default (12%) when
 * neither return is known or the sum falls outside the field's range.
 */
export function defaultReturnBeforeCosts(
  returns: { "3y": number | null; "5y": number | null },
  regularTerPct: number,
): { value: number; fromFund: boolean } {
  const spec = DIRECT_VS_REGULAR_FIELDS.returnPct;
  const own = returns["5y"] ?? returns["3y"];
  const value = own === null ? null : Math.round((own + regularTerPct) * 10) / 10;
  return value !== null && fitsSpec(spec, value)
    ? { value, fromFund: true }
    : { value: spec.defaultValue, fromFund: false };
}

export interface DirectVsRegularDraft {
  amount: number | null;
  returnPct: number | null;
}

export type DirectVsRegularCheck =
  | { ok: true; inputs: { amount: number; returnPct: number } }
  | { ok: false; errors: { amount?: string; returnPct?: string } };

/** The two fields as typed (null while empty), checked against their specs; the fields' messages where not. */
export function checkDirectVsRegular(draft: DirectVsRegularDraft): DirectVsRegularCheck {
  const { amount, returnPct } = DIRECT_VS_REGULAR_FIELDS;
  const amountOk = fitsSpec(amount, draft.amount);
  const returnOk = fitsSpec(returnPct, draft.returnPct);
  if (amountOk && returnOk) return { ok: true, inputs: { amount: draft.amount!, returnPct: draft.returnPct! } };
  return {
    ok: false,
    errors: { ...(amountOk ? {} : { amount: amount.message }), ...(returnOk ? {} : { returnPct: returnPct.message }) },
  };
}
