// GET /api/v1/funds/asset-allocation - asset-class split of the latest factsheet
import { handle } from "@/lib/api/handle-endpoint";
import { assetAllocationEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { assetAllocation } from "@/lib/funds/portfolio/allocations";

export const GET = handle(assetAllocationEndpoint, ({ sql, query }) => assetAllocation(sql, query.scheme_code));
