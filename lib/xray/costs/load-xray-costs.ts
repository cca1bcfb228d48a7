import Decimal from "decimal.js";
import type { Sql, TransactionSql } from "postgres";
import { readNow, type DataMemo } from "@/lib/api/data-memo";
import type { XrayCosts } from "@/lib/api/schemas/xray-costs";
import { bookedLongTermEquity, totalsByYear } from "@/lib/capital-gains/gains-report";
import { memberLots } from "@/lib/capital-gains/member-lots";
import { exemptionLeft } from "@/lib/capital-gains/unrealised-gains";
import { parseExitLoad } from "@/lib/xray/costs/exit-load";
import { directSaving } from "@/lib/xray/costs/plan-cost";
import { keptPlanCostFacts, planCostFacts, type PlanCostFacts } from "@/lib/xray/costs/plan-cost-facts";
import { xrayCostsOf, type CostHoldingView, type SwitchHoldingView } from "@/lib/xray/costs/xray-costs";

const costHolding = (f: Readonly<PlanCostFacts>, value: Decimal): CostHoldingView => ({ ...f, value });

/**
 * The public X-ray's costs: TER, weighted TER and the Direct savings of funds and amounts a visitor enters
 * (no lots, so no tax). A plan named twice counts once with both amounts; a plan without a recent NAV is said
 * and left out. The plans' facts are kept by `memo` (keptPlanCostFacts; the route passes cachedValue), so a
 * request only prices its amounts.
 */
export async function publicXrayCosts(
  sql: Sql,
  items: readonly { schemeCode: number; amount: number }[],
  today: string,
  memo: DataMemo = readNow,
): Promise<XrayCosts> {
  const amounts = new Map<number, Decimal>();
  for (const { schemeCode, amount } of items)
    amounts.set(schemeCode, (amounts.get(schemeCode) ?? new Decimal(0)).plus(amount));
  const facts = await keptPlanCostFacts(sql, [...amounts.keys()], today, memo);
  const missing = [...amounts.keys()].filter((code) => !facts.has(code));
  const answer = xrayCostsOf(
    today,
    [...amounts].flatMap(([code, value]) => (facts.has(code) ? [costHolding(facts.get(code)!, value)] : [])),
    null,
  );
  if (missing.length > 0)
    answer.notes.push(`No recent NAV on the site for scheme code(s) ${missing.join(", ")}: left out.`);
  return answer;
}

/**
 * The member's costs on their current holdings (units of the open first-in first-out lots at the latest NAV),
 * and the switch plan: every Regular holding whose Direct plan is cheaper (or whose TER is unknown), redeemed today, taxed by the capital-gains
 * report's rules with this year's Section 112A exemption less what the member's sales have used.
 */
export async function memberXrayCosts(tx: TransactionSql, sql: Sql, userId: string, today: string): Promise<XrayCosts> {
  const lots = await memberLots(tx, sql, userId);
  const open = lots.holdings.filter((h) => h.result.openLots.some((l) => l.units.gt(0)));
  const facts = await planCostFacts(sql, [...new Set(open.map((h) => h.history.key.schemeCode))], today);
  const values = new Map<number, Decimal>();
  const switching: SwitchHoldingView[] = [];
  for (const h of open) {
    const published = facts.get(h.history.key.schemeCode);
    if (!published) continue;
    // At the latest verified NAV, as the portfolio page and the X-ray value the units: a NAV the screening holds
    // back (a split read as a -98% day) would make the cost and the tax of switching false.
    const f = { ...published, nav: h.facts.nav, navDate: h.facts.nav_date };
    facts.set(f.schemeCode, f);
    const units = h.result.openLots.reduce((s, l) => s.plus(l.units), new Decimal(0));
    const nav = new Decimal(f.nav);
    values.set(f.schemeCode, (values.get(f.schemeCode) ?? new Decimal(0)).plus(units.mul(nav)));
    // Only a switch that may save: a Direct plan not cheaper than the Regular one is left out.
    const saving = directSaving({ ...f, value: new Decimal(0) });
    if (saving.status !== "saving" && saving.status !== "ter_unknown") continue;
    switching.push({
      folio: h.folio,
      schemeCode: f.schemeCode,
      name: f.name,
      taxClass: h.history.taxClass,
      nav,
      lots: h.result.openLots,
      navOn31Jan2018: h.history.navOn31Jan2018,
      exitLoad: parseExitLoad(f.exitLoadWords),
      exitLoadWords: f.exitLoadWords,
      terDifferencePct: saving.terDifferencePct,
    });
  }
  const notes = [...lots.notes];
  if (switching.some((h) => h.exitLoad === null))
    notes.push(
      "Where the exit load is not known, or not worded as one rate for one period, none is deducted: check the scheme's documents.",
    );
  notes.push(
    "Gains and tax at today's NAV; a redemption is priced at the NAV of its day. Tax includes the 4% cess, not the surcharge; short-term gains of debt and other funds are taxed at your slab rate, not known here.",
  );
  const left = exemptionLeft(today, bookedLongTermEquity(totalsByYear(lots.matches.map((x) => x.m)), today));
  return xrayCostsOf(
    today,
    [...values].map(([code, value]) => costHolding(facts.get(code)!, value)),
    { exemptionLeft: left, holdings: switching, notes },
  );
}
