import type { Sql } from "postgres";
import { readNow, type DataMemo } from "@/lib/api/data-memo";
import type { XrayCosts } from "@/lib/api/schemas/xray-costs";
import { publicXrayCosts } from "@/lib/xray/costs/load-xray-costs";
import type { SecurityList } from "@/lib/xray/listed-securities";
import { loadXray, type Xray } from "@/lib/xray/load-xray";
import type { XraySelectionItem } from "@/lib/xray/xray-selection";

/** The public X-ray: look-through and overlap, and what the funds cost (no lots, so no tax of switching). */
export interface PublicXray extends Xray {
  costs: XrayCosts;
}

/**
 * The one loader of the public page and GET /api/v1/xray; both halves run at once. A failure of either fails the
 * whole answer, as any other database failure does: an unknown code is the look-through's 400, and a fund the
 * costs cannot price (no recent NAV) is said in the costs' notes rather than failing. What depends only on the
 * data is kept by `memo` (cachedValue for the route and the page: per data version), so a request does the
 * arithmetic of its amounts.
 */
export async function loadPublicXray(
  sql: Sql,
  items: readonly XraySelectionItem[],
  today: string,
  memo: DataMemo = readNow,
  securities: SecurityList = "largest",
): Promise<PublicXray> {
  const [xray, costs] = await Promise.all([
    loadXray(sql, items, memo, securities),
    publicXrayCosts(
      sql,
      items.map((item) => ({ schemeCode: item.schemeCode, amount: item.value })),
      today,
      memo,
    ),
  ]);
  return { ...xray, costs };
}
