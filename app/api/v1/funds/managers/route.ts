// GET /api/v1/funds/managers - the fund's managers and their tenure
import { handle } from "@/lib/api/handle-endpoint";
import { fundManagersEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { fundManagers } from "@/lib/funds/portfolio/fund-managers";

export const GET = handle(fundManagersEndpoint, ({ sql, query }) => fundManagers(sql, query.scheme_code));
