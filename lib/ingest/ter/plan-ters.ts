/**
 * A TER file's totals for one fund on one day, as the values its Regular and Direct plans get.
 *
 * A total of 0 (or blank) means "not given": AMFI's table prints 0.00 in the columns of a plan a fund does not
 * have, and no source states a real TER of exactly 0 (none in the files here), so 0 is never stored.
 *
 * A single-plan fund (an ETF: the scheme master lists codes of one plan type only) has one TER, which AMFI puts
 * in either column (Nippon's ETFs in Direct, most others in Regular): that plan gets the one total given,
 * whichever column holds it. Two different totals for a single plan cannot be placed: neither is taken (never
 * seen in the files here).
 */
export interface PlanTers {
  regular: number | null;
  direct: number | null;
  /** A single-plan fund with two different totals: nothing taken. */
  ambiguous: boolean;
}

const given = (value: number | null) => (value !== null && value > 0 ? value : null);

export function planTers(totals: { regular: number | null; direct: number | null }, singlePlan: boolean): PlanTers {
  const regular = given(totals.regular);
  const direct = given(totals.direct);
  if (!singlePlan) return { regular, direct, ambiguous: false };
  if (regular !== null && direct !== null && regular !== direct)
    return { regular: null, direct: null, ambiguous: true };
  const one = regular ?? direct;
  return { regular: one, direct: one, ambiguous: false };
}
