import type { Sql } from "postgres";
import { keptEach, readNow, type DataMemo } from "@/lib/api/data-memo";
import { readSchemePortfolios, readXrayPlanFacts, type XrayPlan, type XrayPlanFacts } from "@/lib/xray/load-portfolios";
import type { XrayPortfolio } from "@/lib/xray/xray-types";

/**
 * The plans of the codes (those that exist, in no order), without their portfolios, each kept by `memo` under
 * `xray-plan <code>` (a code no plan has is kept as null). The route, the page and the member's X-ray pass
 * cachedValue: each plan is then read once per data version and day, in the answer cache.
 */
export async function keptXrayPlanFacts(
  sql: Sql,
  schemeCodes: readonly number[],
  memo: DataMemo = readNow,
): Promise<Readonly<XrayPlanFacts>[]> {
  const facts = await keptEach(
    [...new Set(schemeCodes)],
    (code) => `xray-plan ${code}`,
    async (codes) => new Map((await readXrayPlanFacts(sql, codes)).map((plan) => [plan.schemeCode, plan])),
    memo,
  );
  return [...facts.values()].filter((plan) => plan !== null);
}

/**
 * The plans of the codes (those that exist, in no order) with their scheme's latest portfolio: the plans' facts
 * as keptXrayPlanFacts, and each scheme's portfolio under `xray-portfolio <scheme id>` (the plans of one scheme
 * share it). Kept by cachedValue, a portfolio is one frozen object shared by every call until the data changes,
 * so what is prepared from it once (prepared-portfolio.ts, the overlap's pairs) serves every X-ray of its funds.
 */
export async function keptXrayPlans(
  sql: Sql,
  schemeCodes: readonly number[],
  memo: DataMemo = readNow,
): Promise<XrayPlan[]> {
  const facts = await keptXrayPlanFacts(sql, schemeCodes, memo);
  const portfolios = await keptEach(
    [...new Set(facts.map((plan) => plan.schemeId))],
    (schemeId) => `xray-portfolio ${schemeId}`,
    (schemeIds) => readSchemePortfolios(sql, schemeIds),
    memo,
  );
  return facts.map((plan) => ({
    schemeCode: plan.schemeCode,
    name: plan.name,
    fundHouse: plan.fundHouse,
    nav: plan.nav,
    navDate: plan.navDate,
    portfolio: (portfolios.get(plan.schemeId) ?? null) as XrayPortfolio | null,
  }));
}
