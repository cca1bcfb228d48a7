// GET /api/v1/xray?funds=<code>:<amount>,... - look-through exposure, overlap and costs of up to 20 funds
import { cachedValue } from "@/lib/api/cached-payload";
import { handle } from "@/lib/api/handle-endpoint";
import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { loadPublicXray } from "@/lib/xray/load-public-xray";

export const GET = handle(xrayEndpoint, ({ sql, query }) =>
  loadPublicXray(sql, query.funds, todayInIndia(), cachedValue, query.securities),
);
