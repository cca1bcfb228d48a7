import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { navWindow } from "@/lib/funds/nav-history";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { heldBackNavs } from "@/lib/ingest/nav-anomalies/nav-events-report";
import { corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { sliceCapture } from "@/lib/ingest/testing/capture-slice";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";

const available = corpusAvailable();
const describeCorpus = available ? describe : describe.skip;

// Real captures (the capture of day D holds the NAVs of D − 1; liquid funds also publish days ahead):
// - Invesco India Gold ETF (112368, an ETF: band ±50%): 12,879.3395 on 2026-04-28, 12,786.2383 on 04-29,
//   129.8369 on 04-30 (units split 1:100), 127.8003 on 05-04.
// - UTI Liquid (Cash Plan) Regular Growth (102012, liquid: band ±1%): 4,516.9675 on 2026-05-21 .. 4,543.7279 on
//   06-19, 454.5266 on 06-21 (face value ₹1,000 → ₹100), 454.5786 on 06-22; Direct Growth (120304) alike.
const GOLD = ["2026-04-29.1", "2026-04-30.1", "2026-05-01.1"] as const;
const GOLD_CONFIRM = "2026-05-05.1";
const LIQUID = ["2026-05-22.1", "2026-05-23.1", "2026-06-20.1", "2026-06-21.1", "2026-06-23.1"] as const;
// Each capture cut to the fund houses of the plans above and three more with liquid funds, so that the liquid
// category has an average (five plans of a type at least) from a seventh of the capture.
const HOUSES = [
  "Invesco Mutual Fund",
  "UTI Mutual Fund",
  "SBI Mutual Fund",
  "Aditya Birla Sun Life Mutual Fund",
  "HDFC Mutual Fund",
  "ICICI Prudential Mutual Fund",
];

interface EventRow {
  scheme_code: number;
  nav_date: string;
  previous_nav_date: string;
  previous_nav: string;
  nav: string;
  ratio: number;
  factor: number | null;
  kind: string;
  band_pct: number;
  detected_at: Date;
}

describeCorpus("NAV moves outside the category's band, on real captures", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  let captures: Map<string, Uint8Array>;
  const importCaptures = async (members: readonly string[]) => {
    const batch = await importNavFiles(
      sql,
      members.map((m) => ({ name: `navall/${m}.txt`, read: async () => captures.get(m)! })),
    );
    expect(batch.files.map((f) => f.status)).toEqual(members.map(() => "imported"));
    return finishPendingMetrics(sql);
  };
  const eventOf = async (code: number) =>
    (
      await sql<EventRow[]>`
        select scheme_code, to_char(nav_date, 'YYYY-MM-DD') as nav_date,
               to_char(previous_nav_date, 'YYYY-MM-DD') as previous_nav_date, previous_nav::text, nav::text,
               ratio, factor, kind, band_pct, detected_at
        from nav_events where scheme_code = ${code}`
    )[0];
  const metricsOf = async (code: number) =>
    (
      await sql<
        { as_of: string; return_1m: number | null; return_max: number | null; first_nav: number; latest_nav: number }[]
      >`
        select to_char(as_of, 'YYYY-MM-DD') as as_of, return_1m, return_max,
               (details -> 'inception' ->> 'firstNav')::float8 as first_nav,
               (details -> 'inception' ->> 'latestNav')::float8 as latest_nav
        from plan_metrics where scheme_code = ${code}`
    )[0]!;

  beforeAll(async () => {
    const whole = await readCorpusCaptures([...GOLD, GOLD_CONFIRM, ...LIQUID]);
    captures = new Map([...whole].map(([member, bytes]) => [member, sliceCapture(bytes, HOUSES)]));
    database = await createMigratedDatabase();
    sql = database.sql;
  }, 120_000);
  afterAll(() => database.drop());

  it("holds back the ETF's 1:100 step while no later capture confirms it", async () => {
    const report = await importCaptures(GOLD);
    expect(report!.navEvents["held-back"]).toBeGreaterThanOrEqual(1);
    expect(await eventOf(112368)).toMatchObject({
      nav_date: "2026-04-30",
      previous_nav_date: "2026-04-29",
      previous_nav: "12786.2383",
      nav: "129.8369",
      ratio: expect.closeTo(129.8369 / 12786.2383, 12),
      factor: null,
      kind: "held-back",
      band_pct: 50,
    });
    // The metrics stop at the last NAV before the step: no −98.98% "since inception".
    const metrics = await metricsOf(112368);
    expect(metrics.as_of).toBe("2026-04-29");
    expect(metrics.latest_nav).toBe(12786.2383);
    expect(metrics.return_max).toBeCloseTo((12786.2383 / 12879.3395 - 1) * 100, 8); // −0.7229%
    expect((await heldBackNavs(sql)).map((e) => e.scheme_code)).toContain(112368);
  });

  it("confirms it as a split with the next capture and scales the earlier NAVs by 1/100", async () => {
    const before = await eventOf(112368);
    await importCaptures([GOLD_CONFIRM]);
    const event = await eventOf(112368);
    expect(event).toMatchObject({ nav_date: "2026-04-30", kind: "split", factor: 0.01 });
    expect(event!.detected_at).toEqual(before!.detected_at);
    const metrics = await metricsOf(112368);
    expect(metrics.as_of).toBe("2026-05-04");
    expect(metrics.first_nav).toBeCloseTo(128.793395, 9); // 12,879.3395 / 100
    expect(metrics.return_max).toBeCloseTo((127.8003 / 128.793395 - 1) * 100, 8); // −0.7711%, not −99.01%
    expect((await heldBackNavs(sql)).map((e) => e.scheme_code)).not.toContain(112368);
  });

  it("reads UTI Liquid's face-value change as one series: 1-month return, category average, chart", async () => {
    await importCaptures(LIQUID);
    expect(await eventOf(102012)).toMatchObject({
      nav_date: "2026-06-21",
      previous_nav_date: "2026-06-19",
      previous_nav: "4543.7279",
      nav: "454.5266",
      kind: "split",
      factor: 0.1,
      band_pct: 1,
    });
    // As of 2026-06-22, 1M starts 2026-05-22: the last NAV on or before it is 4,516.9675 (2026-05-21).
    const regular = await metricsOf(102012);
    expect(regular.as_of).toBe("2026-06-22");
    expect(regular.return_1m).toBeCloseTo((454.5786 / 451.69675 - 1) * 100, 8); // +0.6380%, not −89.94%
    const direct = await metricsOf(120304);
    expect(direct.return_1m).toBeCloseTo((459.1245 / (4561.6865 / 10) - 1) * 100, 8);
    // SBI Liquid Direct Growth (119800) has no event: 4,349.6923 (05-22) → 4,376.9456 (06-22).
    expect(await eventOf(119800)).toBeUndefined();
    expect((await metricsOf(119800)).return_1m).toBeCloseTo((4376.9456 / 4349.6923 - 1) * 100, 8);

    // The liquid category's 1-month averages are a month of a liquid fund's accrual.
    const averages = await sql<{ plan_type: string; avg: number }[]>`
      select cm.plan_type, (cm.averages ->> '1m')::float8 as avg
      from category_metrics cm join categories c on c.id = cm.category_id
      where c.slug = 'debt-liquid-fund' and cm.plan_type in ('Direct', 'Regular')`;
    expect(averages).toHaveLength(2);
    for (const { avg } of averages) {
      expect(avg).toBeGreaterThan(0.3);
      expect(avg).toBeLessThan(0.8);
    }

    // The chart: split-adjusted points, with the event listed for the note under it.
    const chart = await navWindow(sql, 102012, "1M");
    expect(chart.points[0]).toEqual({ date: "2026-05-21", nav: expect.closeTo(451.69675, 9) });
    expect(chart.points.at(-1)).toEqual({ date: "2026-06-22", nav: 454.5786 });
    expect(chart.change_pct).toBeCloseTo((454.5786 / 451.69675 - 1) * 100, 8);
    expect(chart.adjustments).toEqual([
      {
        date: "2026-06-21",
        previous_date: "2026-06-19",
        previous_nav: 4543.7279,
        nav: 454.5266,
        kind: "split",
        factor: 0.1,
      },
    ]);
  });
});
