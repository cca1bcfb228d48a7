/**
 * The Direct vs Regular convention, for the page: both plans hold the same portfolio, which earns the fund's
 * return before costs r; each plan grows at r minus its own expense ratio, compounded once a year, so after t
 * years an amount P is P × (1 + (r − TER)/100)^t. What the Regular plan costs is the Direct plan's value less
 * the Regular plan's. TERs are taken as they are today for the whole period.
 */
export const DIRECT_VS_REGULAR_CONVENTION =
  "Both plans hold the same portfolio. Each grows at the fund's return before costs minus its own expense ratio, " +
  "compounded once a year: value = P × (1 + (r − TER))^t. The cost of the Regular plan is the Direct plan's value " +
  "less the Regular plan's, with today's expense ratios held for the whole period. An estimate; real returns vary.";

/** The horizons the fund page shows, in years. */
export const DIRECT_VS_REGULAR_YEARS = [1, 5, 10] as const;

export interface TerCostInputs {
  amount: number;
  /** The fund's return before costs, percent a year. */
  returnPct: number;
  regularTerPct: number;
  directTerPct: number;
}

export interface TerCostRow {
  years: number;
  regularValue: number;
  directValue: number;
  /** directValue − regularValue: what the Regular plan's higher TER costs (negative if Direct costs more). */
  cost: number;
}

export function terCostAfter(inputs: TerCostInputs, years: number): TerCostRow {
  const valueAt = (terPct: number) => inputs.amount * Math.pow(1 + (inputs.returnPct - terPct) / 100, years);
  const regularValue = valueAt(inputs.regularTerPct);
  const directValue = valueAt(inputs.directTerPct);
  return { years, regularValue, directValue, cost: directValue - regularValue };
}

/** The cost of the TER difference over each of the page's horizons. */
export function terDifferenceCost(inputs: TerCostInputs): TerCostRow[] {
  return DIRECT_VS_REGULAR_YEARS.map((years) => terCostAfter(inputs, years));
}
