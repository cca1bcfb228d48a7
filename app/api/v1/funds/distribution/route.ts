// GET /api/v1/funds/distribution/ - the latest portfolio by instrument type
import { handle } from "@/lib/api/handle-endpoint";
import { distributionEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { distribution } from "@/lib/funds/portfolio/distribution";

export const GET = handle(distributionEndpoint, ({ sql, query }) => distribution(sql, query.scheme_code));
