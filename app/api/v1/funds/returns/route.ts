// GET /api/v1/funds/returns - month-, quarter- or year-end returns
import { handle } from "@/lib/api/handle-endpoint";
import { fundReturnsEndpoint } from "@/lib/api/schemas/funds";
import { periodReturnsOf } from "@/lib/funds/period-returns";

export const GET = handle(fundReturnsEndpoint, ({ sql, query }) =>
  periodReturnsOf(sql, query.isin, query.duration, query.interval),
);
