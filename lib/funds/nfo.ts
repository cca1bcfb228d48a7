import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { NewFundOffer } from "@/lib/api/schemas/nfo";
import { offerTiming } from "@/lib/funds/offer-status";

type OfferRow = Omit<NewFundOffer, "status" | "days_left" | "managers"> & { managers: string[] | null };

/** One new fund offer with its status on `today` ("YYYY-MM-DD" in India); 404 when the id is unknown. */
export async function getNewFundOffer(sql: Sql, id: number, today: string): Promise<NewFundOffer> {
  const [row] = await sql<OfferRow[]>`
    select o.id, o.name, json_build_object('slug', a.slug, 'name', a.name) as amc,
      case when c.id is null then null else json_build_object('slug', c.slug, 'name', c.sebi_category, 'asset_class', c.asset_class) end as category,
      to_char(o.open_date, 'YYYY-MM-DD') as open_date, to_char(o.close_date, 'YYYY-MM-DD') as close_date,
      o.min_investment::float8 as min_investment, o.benchmark, o.risk_level, o.exit_load, o.objective, o.managers
    from new_fund_offers o
    join amcs a on a.id = o.amc_id
    left join categories c on c.id = o.category_id
    where o.id = ${id}`;
  if (!row)
    throw notFound(`No new fund offer has the id ${id}. See /mutual-funds/new-fund-offers for the current offers.`);
  return { ...row, ...offerTiming(row.open_date, row.close_date, today), managers: row.managers ?? [] };
}
