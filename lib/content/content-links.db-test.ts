import type { Sql } from "postgres";
import { contentLinks, routeOfPath } from "@/lib/content/content-links";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { loadDemoDataset } from "@/lib/ingest/demo/load-demo";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { screenerQuery } from "@/lib/screener/screener-query";
import { SCREENER_PATH, screenerApiQuery, screenerSearchParams } from "@/lib/screener/screener-url-state";

// The content-link crawler: every internal link of content/ must reach a route, and a screener link must
// keep all its filters and list funds, so a content edit cannot break a link silently. The small demo
// dataset (the end-to-end suite's) fills every SEBI category, as the real data does.
const LINKS = contentLinks();

describe("every internal link of content/", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await loadDemoDataset(sql, { seed: 7, today: "2026-01-15", years: 1, scale: 0.05 });
    await refreshMetrics(sql);
  }, 120_000);

  afterAll(() => database.drop());

  it("the crawler finds the links written in JSON and Markdown and those built from content", () => {
    const hrefs = LINKS.map((link) => link.href);
    expect(hrefs).toContain("/mutual-funds/mutual-fund-screener?subcategory=equity-elss");
    expect(hrefs).toContain("/calculators/systematic-withdrawal-plan");
    expect(hrefs).toContain("/mutual-funds/mutual-fund-screener?subcategory=equity-large-cap-fund");
    expect(LINKS.filter((link) => link.file === "content/risk-profile.json").length).toBeGreaterThanOrEqual(20);
    expect(LINKS.filter((link) => link.href.includes("?")).length).toBeGreaterThanOrEqual(30);
  });

  it.each(LINKS.map((link) => [link.file, link.href]))("%s: %s reaches a route", (_file, href) => {
    expect(routeOfPath(new URL(href, "https://fundlens.test").pathname)).toBeDefined();
  });

  it.each(LINKS.filter((link) => link.href.startsWith(`${SCREENER_PATH}?`)).map((link) => [link.file, link.href]))(
    "%s: %s keeps every filter and lists funds",
    async (_file, href) => {
      const params = new URL(href, "https://fundlens.test").searchParams;
      const state = parseScreenerParams(params);
      expect(screenerSearchParams(state).toString()).toBe(params.toString());
      const page = await listScreenerPlans(sql, screenerQuery.parse(screenerApiQuery(state)));
      expect(page.total).toBeGreaterThan(0);
    },
  );

  it("a label where the screener needs a slug is caught (the defect this test guards against)", async () => {
    const state = parseScreenerParams(new URLSearchParams("subcategory=Large+Cap+Fund"));
    expect((await listScreenerPlans(sql, screenerQuery.parse(screenerApiQuery(state)))).total).toBe(0);
  });
});
