// GET /api/v1/funds/top-holding - the 10 largest holdings of the latest portfolio
import { handle } from "@/lib/api/handle-endpoint";
import { topHoldingsEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { topHoldings } from "@/lib/funds/portfolio/top-holdings";

export const GET = handle(topHoldingsEndpoint, ({ sql, query }) =>
  topHoldings(sql, query.scheme_code, query.is_equity),
);
