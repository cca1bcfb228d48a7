// GET /api/v1/sip/all-funds - every active Growth plan, for the SIP calculator's fund picker
import { handle } from "@/lib/api/handle-endpoint";
import { sipFundsEndpoint } from "@/lib/api/schemas/sip-funds";
import { listSipFunds } from "@/lib/funds/sip-funds";

export const GET = handle(sipFundsEndpoint, async ({ sql }) => ({ funds: await listSipFunds(sql) }));
