// GET /api/v1/portfolio/capital-gains - holdings by folio, realised and unrealised gains, Schedule 112A, harvesting
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { capitalGainsEndpoint } from "@/lib/api/schemas/capital-gains";
import { capitalGainsReport } from "@/lib/capital-gains/capital-gains-report";
import { todayInIndia } from "@/lib/ingest/today-in-india";

export const GET = handleMember(capitalGainsEndpoint, ({ tx, sql, userId }) =>
  capitalGainsReport(tx, sql, userId, todayInIndia()),
);
