// GET /api/health - liveness and database readiness, for load balancers and the test runner
import { databaseUnavailableAnswer } from "@/lib/api/database-unavailable-answer";
import { success } from "@/lib/api/envelope";
import { reportDatabaseFailure } from "@/lib/db/client";
import { isKnownOutage } from "@/lib/db/database-unavailable";
import { checkDatabase } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const database = await checkDatabase();
    return success({ database: "up", ...database }, { headers: { "Cache-Control": "no-store" } });
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
