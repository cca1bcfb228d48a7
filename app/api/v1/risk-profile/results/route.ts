// GET/POST /api/v1/risk-profile/results - the member's risk-profile history; score and keep a new result
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { listRiskResultsEndpoint, saveRiskResultEndpoint } from "@/lib/api/schemas/member-tools";
import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";
import { listRiskResults, saveRiskResult } from "@/lib/member-tools/risk-results";

export const GET = handleMember(listRiskResultsEndpoint, ({ tx, userId }) =>
  listRiskResults(tx, userId, RISK_QUESTIONNAIRE),
);
export const POST = handleMember(saveRiskResultEndpoint, ({ tx, userId, body }) =>
  saveRiskResult(tx, userId, RISK_QUESTIONNAIRE, body.answers),
);
