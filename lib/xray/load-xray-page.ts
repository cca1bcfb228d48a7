import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import { endpointCacheKey, keepingOf } from "@/lib/api/answer-cache";
import { cachedValue } from "@/lib/api/cached-payload";
import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { keptXrayPlanFacts } from "@/lib/xray/kept-plans";
import type { PublicXray } from "@/lib/xray/load-public-xray";
import { workedOutXray } from "@/lib/xray/worker/xray-worker-pool";
import { parseXraySelection } from "@/lib/xray/xray-selection";

export interface XrayPageData {
  /** The form's rows: the address's funds with their names (a code no plan has keeps its number as its name). */
  rows: { scheme_code: number; name: string; amount: string }[];
  xray: PublicXray | null;
  /** Why the address's funds gave no X-ray; null when none were asked for or it worked. */
  refusal: string | null;
}

/**
 * The public X-ray page's data from its ?funds= value: the rows to edit and, when they are valid, the X-ray, worked
 * out by the X-ray's workers and kept under GET /api/v1/xray's key for the same funds (the page and the API share
 * the answer).
 */
export async function loadXrayPage(
  sql: Sql,
  funds: string | string[] | undefined,
  today: string,
): Promise<XrayPageData> {
  const text = Array.isArray(funds) ? funds[0] : funds;
  if (text === undefined || text.trim() === "") return { rows: [], xray: null, refusal: null };
  const parsed = parseXraySelection(text);
  if (!parsed.ok) return { rows: [], xray: null, refusal: parsed.message };
  const names = new Map(
    (
      await keptXrayPlanFacts(
        sql,
        parsed.items.map((item) => item.schemeCode),
        cachedValue,
      )
    ).map((plan) => [plan.schemeCode, plan.name]),
  );
  const rows = parsed.items.map((item) => ({
    scheme_code: item.schemeCode,
    name: names.get(item.schemeCode) ?? `Scheme code ${item.schemeCode}`,
    amount: String(item.value),
  }));
  try {
    const query = { funds: parsed.items, securities: "largest" as const };
    const xray = await cachedValue(
      endpointCacheKey(xrayEndpoint, {}, query),
      () => workedOutXray({ items: parsed.items, today, securities: query.securities }),
      keepingOf(xrayEndpoint),
    );
    return { rows, xray, refusal: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { rows, xray: null, refusal: error.message };
    throw error;
  }
}
