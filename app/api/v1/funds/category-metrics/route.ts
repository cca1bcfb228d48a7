// GET /api/v1/funds/category-metrics - a category's size, costs, returns and risk
import { handle } from "@/lib/api/handle-endpoint";
import { categoryMetricsEndpoint } from "@/lib/api/schemas/fund-analysis";
import { categoryStats } from "@/lib/funds/category-stats";

export const GET = handle(categoryMetricsEndpoint, ({ sql, query }) => categoryStats(sql, query.category));
