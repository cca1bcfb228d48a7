// GET /api/v1/portfolio - the member's holdings valued on the latest NAVs, with XIRR, allocation and overlap
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { portfolioSummaryEndpoint } from "@/lib/api/schemas/portfolio";
import { portfolioSummary } from "@/lib/portfolio/portfolio-queries";

export const GET = handleMember(portfolioSummaryEndpoint, ({ tx, sql, userId }) => portfolioSummary(tx, sql, userId));
