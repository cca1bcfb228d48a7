import Decimal from "decimal.js";
import type { Sql, TransactionSql } from "postgres";
import { cachedValue } from "@/lib/api/cached-payload";
import { memberLots } from "@/lib/capital-gains/member-lots";
import { keptXrayPlanFacts } from "@/lib/xray/kept-plans";
import type { SecurityList } from "@/lib/xray/listed-securities";
import { loadXray, type ValuedAt, type Xray } from "@/lib/xray/load-xray";

export const NO_NAV_REASON =
  "The site has no recent NAV for this plan, so its units cannot be valued today: it is left out, and every share in the X-ray is of the rest.";

export interface MemberXray {
  /** Null when the member holds no units of a plan the site can value. */
  xray: Xray | null;
  left_out: { scheme_code: number; name: string | null; units: string; reason: string }[];
}

const sumInto = (map: Map<number, Decimal>, code: number, units: Decimal) =>
  map.set(code, (map.get(code) ?? new Decimal(0)).plus(units));

/**
 * The X-ray of the member's current holdings: the units of their open first-in first-out lots (the capital-gains
 * report's), summed per plan over folios and valued at the latest verified NAV, as the portfolio page values
 * them. A plan without a recent NAV cannot be valued: rather than refuse the whole X-ray it is listed as left out.
 * The securities are listed as the public X-ray lists them (`securities`).
 */
export async function memberXray(
  tx: TransactionSql,
  sql: Sql,
  userId: string,
  securities: SecurityList = "largest",
): Promise<MemberXray> {
  const lots = await memberLots(tx, sql, userId);
  const units = new Map<number, Decimal>();
  const navs = new Map<number, ValuedAt>();
  for (const h of lots.holdings) {
    const open = h.result.openLots.reduce((s, l) => s.plus(l.units), new Decimal(0));
    if (open.lte(0)) continue;
    sumInto(units, h.facts.scheme_code, open);
    navs.set(h.facts.scheme_code, { nav: h.facts.nav, navDate: h.facts.nav_date });
  }
  const unpriced = new Map<number, Decimal>();
  for (const h of lots.unpriced) if (h.units.gt(0)) sumInto(unpriced, h.schemeCode, h.units);
  const names = new Map(
    (await keptXrayPlanFacts(sql, [...unpriced.keys()], cachedValue)).map((p) => [p.schemeCode, p.name]),
  );
  return {
    xray:
      units.size === 0
        ? null
        : await loadXray(
            sql,
            [...units].map(([schemeCode, u]) => ({ schemeCode, units: u.toNumber(), at: navs.get(schemeCode)! })),
            cachedValue,
            securities,
          ),
    left_out: [...unpriced].map(([code, u]) => ({
      scheme_code: code,
      name: names.get(code) ?? null,
      units: u.toFixed(3),
      reason: NO_NAV_REASON,
    })),
  };
}
