import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";

let database: MigratedDatabase;
let sql: Sql;

beforeAll(async () => {
  database = await createMigratedDatabase();
  sql = database.sql;
}, 60_000);
afterAll(() => database.drop());
beforeEach(() => sql`truncate plan_facts`);

type Fact = { scheme_code: number; as_of: string; source: string; expense_ratio?: number; aum_cr?: number };

const insert = (facts: Fact[]) =>
  sql`insert into plan_facts ${sql(facts.map((f) => ({ expense_ratio: null, aum_cr: null, ...f })))}`;

/** The table the triggers keep, and the same computed from every fact by the view. */
async function keptAndComputed(): Promise<[unknown[], unknown[]]> {
  const columns = sql.unsafe(
    "scheme_code, expense_ratio, to_char(expense_ratio_as_of, 'YYYY-MM-DD') as ter_as_of, expense_ratio_source, aum_cr, to_char(aum_as_of, 'YYYY-MM-DD') as aum_as_of",
  );
  const kept = await sql`select ${columns} from plan_fact_latest order by scheme_code`;
  const computed = await sql`select ${columns} from plan_fact_latest_source order by scheme_code`;
  return [[...kept], [...computed]];
}

/** Resolves once a session of this database waits on a lock; throws after 10 s. */
async function waitForLockWaiter(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no session waited on a lock within 10 s");
}

describe("plan_fact_latest (each plan's latest facts, kept by triggers on plan_facts)", () => {
  it("follows inserts, updates and deletes: each plan's latest value of each fact, with its date and source", async () => {
    await insert([
      { scheme_code: 1, as_of: "2025-01-01", source: "AMFI TER", expense_ratio: 1.5 },
      { scheme_code: 1, as_of: "2025-02-01", source: "AMFI TER", expense_ratio: 1.4 },
      { scheme_code: 2, as_of: "2025-01-01", source: "AMFI TER", expense_ratio: 0.9 },
    ]);
    // A later AUM does not hide the earlier expense ratio: each fact has its own latest row.
    await insert([{ scheme_code: 1, as_of: "2025-03-01", source: "AMFI fund performance (AUM)", aum_cr: 120 }]);
    let [kept, computed] = await keptAndComputed();
    expect(kept).toEqual([
      {
        scheme_code: 1,
        expense_ratio: 1.4,
        ter_as_of: "2025-02-01",
        expense_ratio_source: "AMFI TER",
        aum_cr: 120,
        aum_as_of: "2025-03-01",
      },
      {
        scheme_code: 2,
        expense_ratio: 0.9,
        ter_as_of: "2025-01-01",
        expense_ratio_source: "AMFI TER",
        aum_cr: null,
        aum_as_of: null,
      },
    ]);
    expect(kept).toEqual(computed);

    await sql`update plan_facts set expense_ratio = 1.3 where scheme_code = 1 and as_of = '2025-02-01'`;
    await sql`delete from plan_facts where scheme_code = 2`;
    // An update that moves a fact to another plan changes both plans' rows.
    await sql`update plan_facts set scheme_code = 3 where scheme_code = 1 and as_of = '2025-03-01'`;
    [kept, computed] = await keptAndComputed();
    expect(kept).toEqual(computed);
    expect(kept.map((row) => (row as { scheme_code: number }).scheme_code)).toEqual([1, 3]);
    expect(kept[0]).toMatchObject({ expense_ratio: 1.3, aum_cr: null });

    await sql`truncate plan_facts`;
    expect(await keptAndComputed()).toEqual([[], []]);
  });

  it("sees a concurrent writer's committed facts: the second writer's row includes the first's", async () => {
    let releaseFirst!: () => void;
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = sql.begin(async (tx) => {
      await tx`insert into plan_facts (scheme_code, as_of, source, expense_ratio) values (1, '2025-01-01', 'AMFI TER', 1.5)`;
      firstWrote();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
    });
    await wrote;
    // The second writer must wait for the first to commit before it recomputes plan 1's row: without that wait the
    // poll below gives up and the test fails.
    const second = sql.begin(
      (tx) =>
        tx`insert into plan_facts (scheme_code, as_of, source, aum_cr) values (1, '2025-02-01', 'AMFI fund performance (AUM)', 50)`,
    );
    try {
      await waitForLockWaiter();
    } finally {
      releaseFirst();
    }
    await Promise.all([first, second]);
    const [kept, computed] = await keptAndComputed();
    expect(kept).toEqual(computed);
    expect(kept[0]).toMatchObject({ expense_ratio: 1.5, aum_cr: 50 });
  });
});
