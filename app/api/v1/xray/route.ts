// GET /api/v1/xray?funds=<code>:<amount>,... - look-through exposure, overlap and costs of up to 20 funds
import { handle } from "@/lib/api/handle-endpoint";
import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { workedOutXray } from "@/lib/xray/worker/xray-worker-pool";

// Worked out off the server's thread (lib/xray/worker): 1-2 ms of CPU an answer, and a new answer on every new amount.
export const GET = handle(xrayEndpoint, ({ query }) =>
  workedOutXray({ items: query.funds, today: todayInIndia(), securities: query.securities }),
);
