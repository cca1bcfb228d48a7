import type { Sql } from "postgres";
import { screenerQuery, type ScreenerPlan } from "@/lib/api/schemas/screener";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";

/** The categories whose largest funds the empty compare page offers: the ones most investors compare. */
export const POPULAR_CATEGORY_SLUGS = ["equity-large-cap-fund", "equity-flexi-cap-fund"] as const;
const PICKS_PER_CATEGORY = 3;

export interface PopularPicks {
  category: string;
  plans: ScreenerPlan[];
}

/** The largest funds by AUM (their Direct Growth plans) of each popular category that has at least two. */
export async function popularPicks(sql: Sql): Promise<PopularPicks[]> {
  const lists = await Promise.all(
    POPULAR_CATEGORY_SLUGS.map((slug) =>
      listScreenerPlans(
        sql,
        screenerQuery.parse({
          subcategory: slug,
          plan_type: "Direct",
          option_type: "Growth",
          order_by: "aum",
          page_size: PICKS_PER_CATEGORY,
        }),
      ),
    ),
  );
  return lists.flatMap(({ plans }) =>
    plans.length >= 2 ? [{ category: plans[0]!.sebi_subcategory_name ?? "", plans }] : [],
  );
}
