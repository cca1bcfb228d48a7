// POST /api/v1/category/filter-type - the quick filters of a category page, with counts
import { handle } from "@/lib/api/handle-endpoint";
import { categoryQuickFiltersEndpoint } from "@/lib/api/schemas/categories";
import { countQuickFilters } from "@/lib/funds/categories/count-quick-filters";

export const POST = handle(categoryQuickFiltersEndpoint, ({ sql, body }) => countQuickFilters(sql, body));
