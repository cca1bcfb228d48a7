// GET/POST /api/v1/financial-plan/goals - the member's saved goals; save a new version
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { GOALS_ENDPOINTS } from "@/lib/api/schemas/member-tools";
import { loadPlan, savePlan } from "@/lib/member-tools/plan-store";

const [load, save] = GOALS_ENDPOINTS;

export const GET = handleMember(load, ({ tx, userId }) => loadPlan(tx, userId, "goals"));
export const POST = handleMember(save, ({ tx, userId, body }) => savePlan(tx, userId, "goals", body));
