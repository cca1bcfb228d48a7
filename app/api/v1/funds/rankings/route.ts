// GET /api/v1/funds/rankings - rank, quartile and percentile of a fund in a category
import { handle } from "@/lib/api/handle-endpoint";
import { rankingsEndpoint } from "@/lib/api/schemas/fund-analysis";
import { categoryRank } from "@/lib/funds/category-rank";

export const GET = handle(rankingsEndpoint, ({ sql, query }) => categoryRank(sql, query));
