import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";

/** The scheme a plan belongs to (portfolio data is per scheme); a 404 ApiError when no plan has the code. */
export async function schemeOfPlan(sql: Sql, schemeCode: number): Promise<number> {
  const [plan] = await sql<{ scheme_id: number }[]>`select scheme_id from plans where scheme_code = ${schemeCode}`;
  if (!plan) throw notFound(`No fund has scheme code ${schemeCode}. Check the code in the fund's page address.`);
  return plan.scheme_id;
}
