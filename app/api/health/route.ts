// GET /api/health - liveness, database readiness and data freshness, for load balancers, uptime monitors and the test runner
import { databaseUnavailableAnswer } from "@/lib/api/database-unavailable-answer";
import { success } from "@/lib/api/envelope";
import { getDatabase, reportDatabaseFailure } from "@/lib/db/client";
import { isKnownOutage } from "@/lib/db/database-unavailable";
import { checkDatabase } from "@/lib/db/health";
import { readDataFreshness } from "@/lib/schedule/data-freshness";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const database = await checkDatabase();
    const freshness = await readDataFreshness(getDatabase().sql, new Date());
    return success({ database: "up", ...database, ...freshness }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!isKnownOutage(error)) {
      console.error("health check: database unavailable", error instanceof Error ? error.message : error);
      reportDatabaseFailure(error);
    }
    return databaseUnavailableAnswer(
      "The database is unavailable. Check DATABASE_URL or restart with `npm start`; the app retries by itself.",
    );
  }
}
