// GET /api/v1/portfolio/xray-costs - what the member's funds cost, the Direct savings and the tax of switching now
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { xrayCostsEndpoint } from "@/lib/api/schemas/xray-costs";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { memberXrayCosts } from "@/lib/xray/costs/load-xray-costs";

export const GET = handleMember(xrayCostsEndpoint, ({ tx, sql, userId }) =>
  memberXrayCosts(tx, sql, userId, todayInIndia()),
);
