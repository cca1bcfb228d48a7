// GET /api/v1/mutual-funds/filtered-funds-graph - risk against return of a category's funds
import { badRequest } from "@/lib/api/api-error";
import { handle } from "@/lib/api/handle-endpoint";
import { screenerGraphEndpoint } from "@/lib/api/schemas/screener";
import { riskReturnPoints } from "@/lib/screener/risk-return-points";

export const GET = handle(screenerGraphEndpoint, async ({ sql, query }) => {
  if (!query.category && !query.sub_category) throw badRequest("Give a 'category' or a 'sub_category' to plot.");
  return { points: await riskReturnPoints(sql, query) };
});
