import type { Sql } from "postgres";
import { CONTENT_BASKETS } from "@/lib/content/baskets";
import { withConnection, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { contentBaskets } from "@/lib/funds/content-baskets";
import { copyOfRealFunds, REAL_MASTER, REAL_NAV } from "@/lib/ingest/testing/real-funds";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

// content/baskets.json as committed, against the live plans of a real AMFI NAVAll capture (issue 37, 6): every
// scheme code is a listed plan, so the real site shows every basket with its figures.
(REAL_NAV && REAL_MASTER ? describe : describe.skip)("content/baskets.json on the real plans", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = withConnection(await copyOfRealFunds());
    sql = database.sql;
    await refreshScreenerPlans(sql);
  }, 180_000);
  afterAll(() => database.drop());

  it("names only listed plans, each shown with its NAV and weight", async () => {
    const shown = await contentBaskets(sql);
    expect(shown.map((basket) => basket.slug)).toEqual(CONTENT_BASKETS.baskets.map((basket) => basket.slug));
    for (const basket of shown) {
      expect(basket.plans.map((plan) => plan.scheme_code)).toEqual(basket.funds.map((fund) => fund.scheme_code));
      for (const plan of basket.plans) {
        expect(plan.nav).toBeGreaterThan(0);
        expect(plan.option_type).toBe("Growth");
        expect(plan.plan_type).toBe("Direct");
      }
    }
    expect(shown[0]!.plans[1]!.plan_display_name).toBe("SBI ELSS Tax Saver Fund - Direct Plan - Growth");
  });
});
