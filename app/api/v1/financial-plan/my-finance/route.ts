// GET/POST /api/v1/financial-plan/my-finance - the member's saved my-finance; save a new version
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { MY_FINANCE_ENDPOINTS } from "@/lib/api/schemas/member-tools";
import { loadPlan, savePlan } from "@/lib/member-tools/plan-store";

const [load, save] = MY_FINANCE_ENDPOINTS;

export const GET = handleMember(load, ({ tx, userId }) => loadPlan(tx, userId, "my-finance"));
export const POST = handleMember(save, ({ tx, userId, body }) => savePlan(tx, userId, "my-finance", body));
