// GET /api/v1/funds-by-website-category - the plans of one curated basket
import { handle } from "@/lib/api/handle-endpoint";
import { fundsByWebsiteCategoryEndpoint } from "@/lib/api/schemas/baskets";
import { basketFunds } from "@/lib/funds/baskets";

export const GET = handle(fundsByWebsiteCategoryEndpoint, ({ sql, query }) => basketFunds(sql, query.category_id));
