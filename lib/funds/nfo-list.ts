import type { Sql } from "postgres";
import type { NewFundOffer } from "@/lib/api/schemas/nfo";
import { offerTiming } from "@/lib/funds/offer-status";

/** How long a closed offer stays on the list, in days after its close date. */
export const RECENTLY_CLOSED_DAYS = 60;

export type NewFundOfferListItem = Pick<
  NewFundOffer,
  | "id"
  | "name"
  | "amc"
  | "category"
  | "open_date"
  | "close_date"
  | "status"
  | "days_left"
  | "min_investment"
  | "risk_level"
>;

type ListRow = Omit<NewFundOfferListItem, "status" | "days_left">;

/**
 * The offers to show on `today` ("YYYY-MM-DD" in India): the open and upcoming ones first, closing soonest
 * first, then those that closed in the last RECENTLY_CLOSED_DAYS days, the most recently closed first.
 */
export async function listNewFundOffers(sql: Sql, today: string): Promise<NewFundOfferListItem[]> {
  const rows = await sql<ListRow[]>`
    select o.id, o.name, json_build_object('slug', a.slug, 'name', a.name) as amc,
      case when c.id is null then null else json_build_object('slug', c.slug, 'name', c.sebi_category, 'asset_class', c.asset_class) end as category,
      to_char(o.open_date, 'YYYY-MM-DD') as open_date, to_char(o.close_date, 'YYYY-MM-DD') as close_date,
      o.min_investment::float8 as min_investment, o.risk_level
    from new_fund_offers o
    join amcs a on a.id = o.amc_id
    left join categories c on c.id = o.category_id
    where o.close_date >= ${today}::date - ${RECENTLY_CLOSED_DAYS}::int
    order by o.close_date < ${today}::date,
      case when o.close_date >= ${today}::date then o.close_date end asc,
      o.close_date desc, o.open_date, o.name, o.id`;
  return rows.map((row) => ({ ...row, ...offerTiming(row.open_date, row.close_date, today) }));
}
