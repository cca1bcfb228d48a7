// GET /api/health - liveness and database readiness, for load balancers and the test runner
import { failure, success } from "@/lib/api/envelope";
import { checkDatabase } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const database = await checkDatabase();
    return success({ database: "up", ...database }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("health check: database unavailable", error);
    return failure("The database is unavailable. Check DATABASE_URL or restart with `npm start`.", 503, { headers: { "Cache-Control": "no-store" } });
  }
}
