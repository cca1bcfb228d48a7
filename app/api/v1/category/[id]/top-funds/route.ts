// GET /api/v1/category/{id}/top-funds - a category's funds, best 3-year return first
import { handle } from "@/lib/api/handle-endpoint";
import { categoryTopFundsEndpoint } from "@/lib/api/schemas/categories";
import { categoryTopFunds } from "@/lib/funds/categories/category-top-funds";

export const GET = handle(categoryTopFundsEndpoint, ({ sql, params, query }) =>
  categoryTopFunds(sql, params.id, query),
);
