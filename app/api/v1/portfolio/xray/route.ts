// GET /api/v1/portfolio/xray - look-through exposure and overlap of the member's current holdings
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { memberXrayEndpoint } from "@/lib/api/schemas/portfolio-xray";
import { memberXray } from "@/lib/xray/member-xray";

export const GET = handleMember(memberXrayEndpoint, ({ tx, sql, userId, query }) =>
  memberXray(tx, sql, userId, query.securities),
);
