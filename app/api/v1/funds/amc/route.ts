// GET /api/v1/funds/amc - a fund house with its funds
import { handle } from "@/lib/api/handle-endpoint";
import { amcEndpoint } from "@/lib/api/schemas/amc";
import { amcDetail } from "@/lib/funds/amc-detail";

export const GET = handle(amcEndpoint, ({ sql, query }) => amcDetail(sql, query.amc));
