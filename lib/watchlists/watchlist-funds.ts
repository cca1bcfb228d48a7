import type { Sql } from "postgres";
import type { WatchlistItem } from "@/lib/api/schemas/watchlists";
import type { TerRun } from "@/lib/api/schemas/ter-history";
import { factSourceOf, latestPlanFacts } from "@/lib/funds/facts/latest-plan-facts";
import { lastTerChange, terRuns } from "@/lib/funds/facts/ter-runs";
import { dayChangePct, latestFundFigures } from "@/lib/funds/latest-fund-figures";
import { todayInIndia } from "@/lib/ingest/today-in-india";

type Fund = NonNullable<WatchlistItem["fund"]>;

const round = (value: number | null, places: number) => (value === null ? null : Number(value.toFixed(places)));

function changeOf(runs: TerRun[]): Fund["expense_ratio_change"] {
  const change = lastTerChange(runs);
  return change === null
    ? null
    : {
        from: change.previous.value,
        from_as_of: change.previous.to,
        to: change.current.value,
        changed_on: change.current.from,
      };
}

/** Live figures of saved plans (public data, read outside the member's transaction), by scheme code. */
export async function fundsForWatchlist(sql: Sql, schemeCodes: readonly number[]): Promise<Map<number, Fund>> {
  const [figures, facts, runs] = await Promise.all([
    latestFundFigures(sql, schemeCodes),
    latestPlanFacts(sql, schemeCodes, todayInIndia()),
    terRuns(sql, schemeCodes),
  ]);
  return new Map(
    [...figures].map(([code, { scheme_code: _code, asset_class: _class, previous_nav, ...fund }]) => [
      code,
      {
        ...fund,
        risk_level: fund.risk_level as Fund["risk_level"],
        change_1d_pct: dayChangePct({ nav: fund.nav, previous_nav }),
        return_1y: round(fund.return_1y, 2),
        return_3y: round(fund.return_3y, 2),
        fact_sources: {
          expense_ratio: factSourceOf(facts.get(code)!.expense_ratio),
          aum: factSourceOf(facts.get(code)!.aum),
        },
        expense_ratio_change: changeOf(runs.get(code)!),
      },
    ]),
  );
}

/** Whether a plan with this scheme code exists (only real funds can be saved). */
export async function planExists(sql: Sql, schemeCode: number): Promise<boolean> {
  const rows = await sql`select 1 from plans where scheme_code = ${schemeCode}`;
  return rows.length > 0;
}
