// GET /api/v1/mutual-funds/filtered-funds - one page of the screener
import { handle } from "@/lib/api/handle-endpoint";
import { screenerListEndpoint } from "@/lib/api/schemas/screener";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";

export const GET = handle(screenerListEndpoint, ({ sql, query }) => listScreenerPlans(sql, query));
