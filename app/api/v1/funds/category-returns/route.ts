// GET /api/v1/funds/category-returns - a category's average trailing and calendar-year returns
import { handle } from "@/lib/api/handle-endpoint";
import { categoryReturnsEndpoint } from "@/lib/api/schemas/fund-analysis";
import { categoryReturnsOf } from "@/lib/funds/category-returns";

export const GET = handle(categoryReturnsEndpoint, ({ sql, query }) =>
  categoryReturnsOf(sql, query.category, query.period, query.duration),
);
