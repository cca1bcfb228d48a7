import type { Sql } from "postgres";
import type { SipFund } from "@/lib/api/schemas/sip-funds";

/** Every active Growth plan, by name (ETFs, which have no option and no SIP with the fund house, are left out). */
export async function listSipFunds(sql: Sql): Promise<SipFund[]> {
  return sql<SipFund[]>`
    select scheme_code, isin, plan_display_name, amc_name, sebi_subcategory_name, min_sip
    from screener_plans where option_type = 'Growth'
    order by plan_display_name, scheme_code`;
}
