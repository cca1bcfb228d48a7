/**
 * AUM is a fund's figure, repeated on each of its plans, and one fund's plans can fall in several of the app's
 * schemes (the NAV files name legacy plans as schemes of their own: "HDFC ARBITRAGE FUND - Wholesale",
 * "Edelweiss Large Cap Fund - Plan B"). Totals count each fund once: the fund AMFI's fund-level AUM rows gave
 * the plan (plan_aum_fund, migration 0014, rebuilt by every statement that writes fund_aum: migration 0037), else the app's scheme.
 *
 * SQL for the sum of AUM over `plans`, a relation with scheme_code, scheme_id and aum columns (a CTE name),
 * grouped by `groupBy` columns of it as well when given.
 */
export function fundAumOnce(plans: string, groupBy: readonly string[] = []): string {
  const keys = groupBy.map((c) => `p.${c}`);
  return `select ${[...groupBy, "sum(aum) as aum"].join(", ")} from (
      select ${[...keys, "max(p.aum) as aum"].join(", ")}
      from ${plans} p left join plan_aum_fund paf on paf.scheme_code = p.scheme_code
      group by ${[...keys, "coalesce(paf.fund_key, 'scheme ' || p.scheme_id)"].join(", ")}
    ) funds${groupBy.length ? ` group by ${groupBy.join(", ")}` : ""}`;
}
