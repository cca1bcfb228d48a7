// GET /api/v1/mutual-funds/category-content - the editorial text of a SEBI category
import { handle } from "@/lib/api/handle-endpoint";
import { categoryContentEndpoint } from "@/lib/api/schemas/category-content";
import { categoryContent } from "@/lib/content/category-content";

export const GET = handle(categoryContentEndpoint, async ({ query }) => categoryContent(query.slug));
