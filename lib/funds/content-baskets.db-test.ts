import type { Sql } from "postgres";
import { seedApiFixture } from "@/lib/api/testing/api-fixture";
import type { ContentBasket } from "@/lib/content/baskets";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { contentBaskets } from "@/lib/funds/content-baskets";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

// Issue 37, 6: content/baskets.json's scheme codes are checked against the database's plans, and the baskets come
// back with live figures. The API fixture's plans have NAVs to 2026-11-20; 1201, added here, stopped in 2024.

const basket = (funds: [number, number][]): ContentBasket => ({
  slug: "core",
  name: "Core holdings",
  rationale: "Two large funds of different fund houses, for the core of a long-term portfolio.",
  risk_level: "Very High",
  funds: funds.map(([scheme_code, weight]) => ({ scheme_code, weight })),
});

describe("content baskets against the database's plans", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await seedApiFixture(sql);
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name)
      values (1201, 11, 'Direct', 'Growth', 'Alpha Old Fund - Direct Plan - Growth', 'Alpha Old Fund')`;
    await sql`insert into navs (scheme_code, nav_date, nav) values (1201, '2024-03-28', 11.5)`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values (1201, '2024-03-28', '2024-03-28', 11.5)`;
    await refreshScreenerPlans(sql);
  }, 120_000);
  afterAll(() => database.drop());

  it("gives each basket its plans' live figures and weights, in the file's order", async () => {
    const [shown] = await contentBaskets(sql, [
      basket([
        [2001, 60],
        [1001, 40],
      ]),
    ]);
    expect(shown!.plans.map((plan) => [plan.scheme_code, plan.weight])).toEqual([
      [2001, 60],
      [1001, 40],
    ]);
    expect(shown!.plans[1]).toMatchObject({ plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth" });
    expect(shown!.plans[1]!.return_1y).toBeCloseTo(12, 1);
    expect(shown!.plans[1]!.nav_date).toBe("2026-11-20");
  });

  it("refuses an unknown scheme code, naming the file, the field and the code", async () => {
    await expect(
      contentBaskets(sql, [
        basket([
          [1001, 50],
          [4242, 50],
        ]),
      ]),
    ).rejects.toThrow(
      "content/baskets.json is invalid: baskets.0.funds.1.scheme_code: scheme code 4242 is no plan in the database",
    );
  });

  it("refuses a closed scheme, naming it and its last NAV", async () => {
    await expect(
      contentBaskets(sql, [
        basket([[1001, 50]]),
        basket([
          [2001, 50],
          [1201, 50],
        ]),
      ]),
    ).rejects.toThrow(
      "content/baskets.json is invalid: baskets.1.funds.1.scheme_code: Alpha Old Fund - Direct Plan - Growth (scheme code 1201) is closed: its last NAV is 2024-03-28, so the site lists it nowhere",
    );
  });
});
