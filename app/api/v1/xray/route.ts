// GET /api/v1/xray?funds=<code>:<amount>,... - look-through exposure and overlap of up to 20 funds
import { handle } from "@/lib/api/handle-endpoint";
import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { loadXray } from "@/lib/xray/load-xray";

export const GET = handle(xrayEndpoint, ({ sql, query }) => loadXray(sql, query.funds));
