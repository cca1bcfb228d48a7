// GET/POST /api/v1/financial-plan/spending-habits - the member's saved spending-habits; save a new version
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { SPENDING_HABITS_ENDPOINTS } from "@/lib/api/schemas/member-tools";
import { loadPlan, savePlan } from "@/lib/member-tools/plan-store";

const [load, save] = SPENDING_HABITS_ENDPOINTS;

export const GET = handleMember(load, ({ tx, userId }) => loadPlan(tx, userId, "spending-habits"));
export const POST = handleMember(save, ({ tx, userId, body }) => savePlan(tx, userId, "spending-habits", body));
