import type { Sql } from "postgres";
import type { WatchlistItem } from "@/lib/api/schemas/watchlists";
import { latestFundFigures } from "@/lib/funds/latest-fund-figures";

type Fund = NonNullable<WatchlistItem["fund"]>;

const round = (value: number | null, places: number) => (value === null ? null : Number(value.toFixed(places)));

/** Live figures of saved plans (public data, read outside the member's transaction), by scheme code. */
export async function fundsForWatchlist(sql: Sql, schemeCodes: readonly number[]): Promise<Map<number, Fund>> {
  const figures = await latestFundFigures(sql, schemeCodes);
  return new Map(
    [...figures].map(([code, { scheme_code: _code, asset_class: _class, previous_nav, ...fund }]) => [
      code,
      {
        ...fund,
        risk_level: fund.risk_level as Fund["risk_level"],
        change_1d_pct: previous_nav ? round(((fund.nav - previous_nav) / previous_nav) * 100, 2) : null,
        return_1y: round(fund.return_1y, 2),
        return_3y: round(fund.return_3y, 2),
      },
    ]),
  );
}

/** Whether a plan with this scheme code exists (only real funds can be saved). */
export async function planExists(sql: Sql, schemeCode: number): Promise<boolean> {
  const rows = await sql`select 1 from plans where scheme_code = ${schemeCode}`;
  return rows.length > 0;
}
