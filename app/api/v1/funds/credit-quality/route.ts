// GET /api/v1/funds/credit-quality - credit-rating split of the bond part of the portfolio
import { handle } from "@/lib/api/handle-endpoint";
import { creditQualityEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { creditQuality } from "@/lib/funds/portfolio/allocations";

export const GET = handle(creditQualityEndpoint, ({ sql, query }) => creditQuality(sql, query.scheme_code));
