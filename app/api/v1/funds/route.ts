// GET /api/v1/funds - one plan's overview by ISIN, plan type and option
import { handle } from "@/lib/api/handle-endpoint";
import { fundEndpoint } from "@/lib/api/schemas/funds";
import { fundOverview } from "@/lib/funds/fund-overview";

export const GET = handle(fundEndpoint, ({ sql, query }) => fundOverview(sql, query.isin, query));
