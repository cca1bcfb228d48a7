// GET /api/v1/funds/concentration - weight of the largest holdings and sectors
import { handle } from "@/lib/api/handle-endpoint";
import { concentrationEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { concentration } from "@/lib/funds/portfolio/concentration";

export const GET = handle(concentrationEndpoint, ({ sql, query }) => concentration(sql, query.scheme_code));
