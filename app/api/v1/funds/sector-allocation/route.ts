// GET /api/v1/funds/sector-allocation - sector weights of the portfolio
import { handle } from "@/lib/api/handle-endpoint";
import { sectorAllocationEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { sectorAllocation } from "@/lib/funds/portfolio/sector-allocation";

export const GET = handle(sectorAllocationEndpoint, ({ sql, query }) =>
  sectorAllocation(sql, query.scheme_code, query.is_equity),
);
