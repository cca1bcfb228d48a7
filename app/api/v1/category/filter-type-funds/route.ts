// POST /api/v1/category/filter-type-funds - a category's plans matching the chosen quick filters
import { handle } from "@/lib/api/handle-endpoint";
import { categoryFilteredFundsEndpoint } from "@/lib/api/schemas/categories";
import { filterCategoryFunds } from "@/lib/funds/categories/filter-category-funds";

export const POST = handle(categoryFilteredFundsEndpoint, ({ sql, body }) => filterCategoryFunds(sql, body));
