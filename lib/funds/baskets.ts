import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { BasketFundsPayload, BasketListItem, BasketListQuery } from "@/lib/api/schemas/baskets";
import { SCREENER_ROW_COLUMNS, toScreenerPlans, type ScreenerRowData } from "@/lib/screener/screener-row";

const MAX_SERIAL = 2_147_483_647;

/** The curated baskets in display order, each with its number of active plans; the flags filter when given. */
export async function listBaskets(sql: Sql, query: BasketListQuery): Promise<BasketListItem[]> {
  return sql<BasketListItem[]>`
    select b.id, b.slug, b.name, b.description, b.is_index_funds, b.is_collection,
      (select count(*) from basket_funds bf join screener_plans sp on sp.scheme_code = bf.scheme_code where bf.basket_id = b.id)::int as fund_count
    from baskets b
    where true
      ${query.is_index_funds === undefined ? sql`` : sql`and b.is_index_funds = ${query.is_index_funds}`}
      ${query.is_collection === undefined ? sql`` : sql`and b.is_collection = ${query.is_collection}`}
    order by b.sort_order, b.id`;
}

/** A basket (by id or slug) and its active plans in the basket's order; 404 when there is no such basket. */
export async function basketFunds(sql: Sql, ref: string): Promise<BasketFundsPayload> {
  const id = /^\d+$/.test(ref) ? Number(ref) : null;
  const match = id === null ? sql`slug = ${ref.toLowerCase()}` : sql`id = ${id <= MAX_SERIAL ? id : 0}`;
  const [basket] = await sql<
    BasketFundsPayload["basket"][]
  >`select id, slug, name, description from baskets where ${match}`;
  if (!basket) throw notFound(`No website category matches '${ref}'. See /mutual-funds/baskets for the list.`);
  const plans = await sql<ScreenerRowData[]>`
    select ${sql.unsafe(SCREENER_ROW_COLUMNS)} from (
      select sp.*, bf.sort_order as basket_order from basket_funds bf join screener_plans sp on sp.scheme_code = bf.scheme_code
      where bf.basket_id = ${basket.id}
    ) rows
    order by basket_order, scheme_code`;
  return { basket, plans: toScreenerPlans(plans) };
}
