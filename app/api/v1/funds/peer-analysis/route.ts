// GET /api/v1/funds/peer-analysis - the fund against its category's best plans
import { handle } from "@/lib/api/handle-endpoint";
import { peerAnalysisEndpoint } from "@/lib/api/schemas/fund-analysis";
import { peerAnalysis } from "@/lib/funds/peer-analysis";

export const GET = handle(peerAnalysisEndpoint, ({ sql, query }) =>
  peerAnalysis(sql, query.isin, query.duration, query.sub_category_id),
);
