// GET /api/v1/funds/navs - NAV series for a chart range
import { handle } from "@/lib/api/handle-endpoint";
import { fundNavsEndpoint } from "@/lib/api/schemas/funds";
import { navHistory } from "@/lib/funds/nav-history";

export const GET = handle(fundNavsEndpoint, ({ sql, query }) => navHistory(sql, query.isin, query.duration));
