import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";

export interface PlanRef {
  scheme_code: number;
  scheme_id: number;
  isin: string | null;
  plan_type: "Regular" | "Direct" | null;
  option_type: "Growth" | "IDCW Payout" | "IDCW Reinvestment" | "Bonus" | null;
  plan_display_name: string;
}

const PLAN_COLUMNS =
  "p.scheme_code, p.scheme_id, coalesce(p.isin_growth, p.isin_reinvestment) as isin, p.plan_type, p.option as option_type, p.display_name as plan_display_name";

/** The plan an ISIN names (growth or reinvestment ISIN); 404 when none does. */
export async function planByIsin(sql: Sql, isin: string): Promise<PlanRef> {
  const [plan] = await sql<PlanRef[]>`
    select ${sql.unsafe(PLAN_COLUMNS)} from plans p where p.isin_growth = ${isin} or p.isin_reinvestment = ${isin}
    order by (p.isin_growth = ${isin}) desc nulls last, p.scheme_code limit 1`;
  if (!plan) throw notFound(`No fund has ISIN ${isin}. Check the ISIN on the fund's factsheet or search the screener.`);
  return plan;
}

/** A plan named by its ISIN (looked up: 404 when unknown), or one already looked up (the fund page's). */
export async function resolvePlan(sql: Sql, plan: string | PlanRef): Promise<PlanRef> {
  return typeof plan === "string" ? planByIsin(sql, plan) : plan;
}

/** The plan with this AMFI scheme code; 404 when none does. */
export async function planBySchemeCode(sql: Sql, schemeCode: number): Promise<PlanRef> {
  const [plan] = await sql<
    PlanRef[]
  >`select ${sql.unsafe(PLAN_COLUMNS)} from plans p where p.scheme_code = ${schemeCode}`;
  if (!plan) throw notFound(`No fund has scheme code ${schemeCode}. Check the code in the fund's page address.`);
  return plan;
}

/** Every plan of a scheme, Direct before Regular, Growth first. */
export async function schemeVariants(sql: Sql, schemeId: number): Promise<PlanRef[]> {
  return sql<PlanRef[]>`
    select ${sql.unsafe(PLAN_COLUMNS)} from plans p where p.scheme_id = ${schemeId}
    order by p.plan_type nulls first, (p.option = 'Growth') desc, p.option, p.scheme_code`;
}

/** Every plan of the schemes the given plans belong to (for pairing each with its Direct plan). */
export async function variantsOfPlans(sql: Sql, schemeCodes: readonly number[]): Promise<PlanRef[]> {
  if (schemeCodes.length === 0) return [];
  return sql<PlanRef[]>`
    select ${sql.unsafe(PLAN_COLUMNS)} from plans p
    where p.scheme_id in (select scheme_id from plans where scheme_code in ${sql(schemeCodes as number[])})`;
}
