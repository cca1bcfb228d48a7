// npm run data:demo: replaces the fund data with the fictional demo dataset (40 invented fund houses,
// about 2,000 plans, 10 years of daily NAVs, factsheets, NFOs and baskets), on DATABASE_URL or the
// embedded server. Refuses when real AMFI data is loaded. Deterministic: the same seed and date give
// byte-identical data.
//
//   node --import tsx scripts/data-demo.ts [--seed N] [--today YYYY-MM-DD] [--years N] [--scale F]
//
// Defaults: seed 20260101 (DEFAULT_DEMO_SEED), today = the current date in India (Asia/Kolkata),
// 10 years, scale 1.
import postgres from "postgres";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { parseIso } from "@/lib/ingest/demo/calendar";
import { DEFAULT_DEMO_SEED } from "@/lib/ingest/demo/dataset";
import { DemoLoadRefusedError, type LoadDemoSummary } from "@/lib/ingest/demo/load-demo";
import { loadDemoWithMetrics } from "@/lib/ingest/demo/seed-demo";
import { todayInIndia } from "@/lib/ingest/today-in-india";

interface Args {
  seed: number;
  today: string;
  years?: number;
  scale?: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { seed: DEFAULT_DEMO_SEED, today: todayInIndia() };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      i += 1;
      return value;
    };
    switch (flag) {
      case "--seed": {
        const seed = Number(need());
        if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
          throw new Error("--seed must be an integer from 0 to 4294967295");
        args.seed = seed;
        break;
      }
      case "--today":
        args.today = need();
        parseIso(args.today);
        break;
      case "--years":
        args.years = Number(need());
        break;
      case "--scale":
        args.scale = Number(need());
        break;
      case "--help":
      case "-h":
        console.log(
          "Usage: node --import tsx scripts/data-demo.ts [--seed N] [--today YYYY-MM-DD] [--years N] [--scale F]",
        );
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown argument: ${flag}`);
    }
  }
  return args;
}

function printSummary(summary: LoadDemoSummary): void {
  console.log(
    `Demo dataset loaded: seed ${summary.seed}, NAVs ${summary.navFrom} to ${summary.navTo}, factsheets as of ${summary.asOf} (import #${summary.importId}).`,
  );
  const rows = Object.entries(summary.counts).sort((a, b) => b[1] - a[1]);
  const width = Math.max(...rows.map(([table]) => table.length));
  console.log(`  ${"table".padEnd(width)}  ${"rows".padStart(10)}`);
  for (const [table, count] of rows)
    console.log(`  ${table.padEnd(width)}  ${count.toLocaleString("en-IN").padStart(10)}`);
  console.log(`Done in ${(summary.durationMs / 1000).toFixed(1)} s.`);
}

async function main(): Promise<void> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  const database = await resolveDatabase();
  try {
    await runMigrations(database.url);
    const sql = postgres(database.url, {
      max: 1,
      onnotice: () => undefined,
      connection: { application_name: "fundlens-data-demo" },
    });
    try {
      console.log(
        `Loading the demo dataset into ${database.source === "embedded" ? "the embedded server" : "DATABASE_URL"} (seed ${args.seed}, today ${args.today})...`,
      );
      const { summary, metrics } = await loadDemoWithMetrics(sql, args);
      printSummary(summary);
      console.log(
        `Metrics computed for ${metrics.plans} plans in ${metrics.categories} categories (${metrics.seconds.toFixed(1)} s).`,
      );
    } finally {
      await sql.end();
    }
  } catch (error) {
    if (error instanceof DemoLoadRefusedError) console.error(`Refused: ${error.message}`);
    else
      console.error(
        `Loading the demo dataset failed; nothing was changed: ${error instanceof Error ? error.message : error}`,
      );
    process.exitCode = 1;
  } finally {
    await database.release();
  }
}

void main();
