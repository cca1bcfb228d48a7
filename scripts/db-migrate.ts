// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded server.
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";

async function main(): Promise<void> {
  const database = await resolveDatabase();
  try {
    const { applied, total } = await runMigrations(database.url);
    console.log(`Migrations on ${database.source}: ${applied} applied now, ${total} in total.`);
  } catch (error) {
    console.error(
      `Migration failed; nothing was applied (the pending files run in one transaction): ${error instanceof Error ? error.message : error}`,
    );
    process.exitCode = 1;
  } finally {
    await database.release();
  }
}

void main();
