import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { listNewFundOffers } from "@/lib/funds/nfo-list";

describe("listNewFundOffers", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Alpha Mutual Fund', 'alpha'), (2, 'Beta Mutual Fund', 'beta')`;
    await sql`insert into categories (id, asset_class, sebi_category, slug) values (1, 'Other', 'Index Funds', 'other-index-funds')`;
    await sql`insert into new_fund_offers (id, amc_id, category_id, name, open_date, close_date, min_investment, risk_level, source) values
      (1, 1, 1, 'Open Fund', '2026-11-15', '2026-11-25', 1000, 'Very High', 't'),
      (2, 2, 1, 'Upcoming Fund', '2026-11-22', '2026-11-29', 500.5, 'High', 't'),
      (3, 2, 1, 'Last Day Fund', '2026-11-10', '2026-11-20', 5000, 'Moderate', 't'),
      (4, 1, 1, 'Yesterday Fund', '2026-11-05', '2026-11-19', 1000, 'Very High', 't'),
      (5, 1, 1, 'Sixty Days Fund', '2026-09-10', '2026-09-21', 1000, 'Very High', 't'),
      (6, 2, 1, 'Long Gone Fund', '2026-09-01', '2026-09-20', 1000, 'Very High', 't'),
      (7, 1, null, 'Bare Fund', '2026-12-01', '2026-12-12', null, null, 't')`;
  });
  afterAll(() => database.drop());

  it("lists open and upcoming offers closing soonest first, then those closed in the last 60 days, latest first", async () => {
    const offers = await listNewFundOffers(sql, "2026-11-20");
    expect(offers.map((o) => [o.id, o.status, o.days_left])).toEqual([
      [3, "open", 1],
      [1, "open", 6],
      [2, "upcoming", null],
      [7, "upcoming", null],
      [4, "closed", null],
      [5, "closed", null],
    ]);
  });

  it("gives each offer's fund house, category, dates, minimum investment and risk level", async () => {
    const offers = await listNewFundOffers(sql, "2026-11-20");
    expect(offers.find((o) => o.id === 2)).toEqual({
      id: 2,
      name: "Upcoming Fund",
      amc: { slug: "beta", name: "Beta Mutual Fund" },
      category: { slug: "other-index-funds", name: "Index Funds", asset_class: "Other" },
      open_date: "2026-11-22",
      close_date: "2026-11-29",
      status: "upcoming",
      days_left: null,
      min_investment: 500.5,
      risk_level: "High",
    });
    expect(offers.find((o) => o.id === 7)).toMatchObject({ category: null, min_investment: null, risk_level: null });
  });

  it("is empty when every offer closed more than 60 days ago", async () => {
    expect(await listNewFundOffers(sql, "2027-02-11")).toEqual([]);
    expect((await listNewFundOffers(sql, "2027-02-10")).map((o) => o.id)).toEqual([7]);
  });
});
