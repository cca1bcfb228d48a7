import type { TransactionSql } from "postgres";

// Every table of the fund dataset. Member data (watchlists, plans of members) is never here.
export const FUND_DATA_TABLES = [
  "basket_funds",
  "baskets",
  "new_fund_offers",
  "credit_quality",
  "asset_allocations",
  "sector_allocations",
  "holdings",
  "fund_managers",
  "plan_facts",
  "idcw_declarations",
  "fund_aum",
  "portfolio_holdings",
  "fund_portfolio_codes",
  "fund_portfolios",
  "metrics_state",
  "category_index",
  "category_metrics",
  "plan_metrics",
  "metrics_pending",
  "nav_revisions",
  "nav_events",
  "index_values",
  "plan_nav_stats",
  "navs",
  "plans",
  "schemes",
  "categories",
  "amcs",
  "imports",
  "dataset_state",
];

/** Empties the fund dataset inside the caller's transaction (real data replacing the demo, or the demo reloading). */
export async function clearFundData(tx: TransactionSql): Promise<void> {
  await tx.unsafe(`truncate ${FUND_DATA_TABLES.join(", ")} restart identity`);
}
