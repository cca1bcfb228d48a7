// GET /api/v1/category/performance-data/{id} - returns of a category's Growth plans (SIP or lump sum)
import { handle } from "@/lib/api/handle-endpoint";
import { categoryPerformanceEndpoint } from "@/lib/api/schemas/categories";
import { categoryPerformance } from "@/lib/funds/categories/category-performance";

export const GET = handle(categoryPerformanceEndpoint, ({ sql, params, query }) =>
  categoryPerformance(sql, params.id, query),
);
