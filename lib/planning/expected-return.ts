// Long-run return assumptions per asset class (nominal, before tax) used to suggest a goal's expected return
// from the member's risk-profile allocation. Deliberately moderate: Indian large-cap equity has returned
// 11-13% a year over long periods, high-quality debt 6.5-7.5%, gold about 8%.
export const ASSET_RETURN_ASSUMPTIONS = { equity: 12, debt: 7, gold: 8 } as const;

/** Weighted expected return (% a year) of an equity/debt/gold allocation given in percent, to one decimal. */
export function expectedReturnPct(allocation: { equity: number; debt: number; gold: number }): number {
  const weighted =
    (allocation.equity * ASSET_RETURN_ASSUMPTIONS.equity +
      allocation.debt * ASSET_RETURN_ASSUMPTIONS.debt +
      allocation.gold * ASSET_RETURN_ASSUMPTIONS.gold) /
    100;
  return Math.round(weighted * 10) / 10;
}
