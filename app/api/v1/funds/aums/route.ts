// GET /api/v1/funds/aums - the fund's AUM on each factsheet date
import { handle } from "@/lib/api/handle-endpoint";
import { aumHistoryEndpoint } from "@/lib/api/schemas/fund-portfolio";
import { aumHistory } from "@/lib/funds/portfolio/aum-history";

export const GET = handle(aumHistoryEndpoint, ({ sql, query }) => aumHistory(sql, query.scheme_code));
