// GET /api/v1/website-categories - the curated baskets of funds
import { handle } from "@/lib/api/handle-endpoint";
import { websiteCategoriesEndpoint } from "@/lib/api/schemas/baskets";
import { listBaskets } from "@/lib/funds/baskets";

export const GET = handle(websiteCategoriesEndpoint, async ({ sql, query }) => ({
  categories: await listBaskets(sql, query),
}));
