// POST /api/v1/compare-mf/returns - side-by-side comparison of 2 to 5 plans
import { handle } from "@/lib/api/handle-endpoint";
import { compareEndpoint } from "@/lib/api/schemas/compare";
import { compareFunds } from "@/lib/funds/compare-funds";

export const POST = handle(compareEndpoint, ({ sql, body }) => compareFunds(sql, body.isins));
