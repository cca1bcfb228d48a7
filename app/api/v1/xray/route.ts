// GET /api/v1/xray?funds=<code>:<amount>,... - look-through exposure, overlap and costs of up to 20 funds
import { todayInIndiaThisMinute } from "@/lib/api/answer-cache";
import { handle } from "@/lib/api/handle-endpoint";
import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { workedOutXray } from "@/lib/xray/worker/xray-worker-pool";

const today = todayInIndiaThisMinute();

// Worked out off the server's thread (lib/xray/worker): 1-2 ms of CPU an answer, and a new answer on every new amount.
export const GET = handle(xrayEndpoint, ({ query }) =>
  workedOutXray({ items: query.funds, today: today(), securities: query.securities }),
);
