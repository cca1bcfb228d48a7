// GET/POST /api/v1/financial-plan/emergency-fund - the member's saved emergency-fund; save a new version
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { EMERGENCY_FUND_ENDPOINTS } from "@/lib/api/schemas/member-tools";
import { loadPlan, savePlan } from "@/lib/member-tools/plan-store";

const [load, save] = EMERGENCY_FUND_ENDPOINTS;

export const GET = handleMember(load, ({ tx, userId }) => loadPlan(tx, userId, "emergency-fund"));
export const POST = handleMember(save, ({ tx, userId, body }) => savePlan(tx, userId, "emergency-fund", body));
