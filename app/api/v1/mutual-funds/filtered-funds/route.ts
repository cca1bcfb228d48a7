// GET /api/v1/mutual-funds/filtered-funds - one page of the screener
import { cachedValue } from "@/lib/api/cached-payload";
import { handle } from "@/lib/api/handle-endpoint";
import { screenerListEndpoint } from "@/lib/api/schemas/screener";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";

// A screen's order is kept per data version, so another page of it reads only its own rows.
export const GET = handle(screenerListEndpoint, ({ sql, query }) => listScreenerPlans(sql, query, cachedValue));
