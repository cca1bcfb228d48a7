import { parseServerEnv } from "@/lib/env/server-env";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { REFRESH_TABLES, snapshotDifferences, snapshotRefresh } from "@/lib/ingest/metrics-refresh/refresh-snapshot";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { dayToIso, isoToDay } from "@/lib/metrics";

// The daily job's refresh reads the series it did not change from plan_series, and only the changed part of the
// others from navs: after day N+1 its metrics, category rows, NAV events, stored series and screener rows must
// be exactly what a full refresh of the same data writes.
const HEADER = "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date";
const LARGE_CAP = "Open Ended Schemes(Equity Scheme - Large Cap Fund)";
const LIQUID = "Open Ended Schemes(Debt Scheme - Liquid Fund)";
const GILT = "Open Ended Schemes(Debt Scheme - Gilt Fund)";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const amfiDate = (day: number) => {
  const [y, m, d] = dayToIso(day).split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
};

interface Plan {
  code: number;
  name: string;
  rate: number;
  heading: string;
}
// Seven large-cap funds (enough to rank) and three liquid ones; a wobble so that risk figures are not degenerate.
const PLANS: Plan[] = [
  ...[0.08, 0.11, 0.14, 0.05, 0.17, 0.2, 0.02].map((rate, i) => ({
    code: 300001 + i,
    name: `Fund ${String.fromCharCode(65 + i)} Large Cap Fund - Direct Plan - Growth`,
    rate,
    heading: LARGE_CAP,
  })),
  ...[0.065, 0.07, 0.068].map((rate, i) => ({
    code: 300011 + i,
    name: `Fund ${String.fromCharCode(75 + i)} Liquid Fund - Direct Plan - Growth`,
    rate,
    heading: LIQUID,
  })),
  // Alone in its category and absent from day N+1: no NAV of its category changes, but the site's date moves.
  { code: 300021, name: "Fund Q Gilt Fund - Direct Plan - Growth", rate: 0.07, heading: GILT },
];
const nav = (plan: Plan, day: number) =>
  (10 * (1 + plan.rate) ** (day / 365) * (1 + 0.01 * Math.sin(day * 0.7 + plan.code))).toFixed(4);

function file(lines: { plan: Plan; day: number; value?: string }[]): Uint8Array {
  const out = [HEADER, ""];
  for (const heading of [LARGE_CAP, LIQUID, GILT]) {
    const mine = lines.filter((l) => l.plan.heading === heading);
    if (mine.length === 0) continue;
    out.push(heading, " ", "Test Mutual Fund", " ");
    for (const { plan, day, value } of mine)
      out.push(`${plan.code};-;-;${plan.name};${value ?? nav(plan, day)};${amfiDate(day)}`);
    out.push(" ");
  }
  return new TextEncoder().encode(out.join("\r\n") + "\r\n\r\n");
}

const FIRST = isoToDay("2024-01-01");
// Weekdays over about 14 months, so that 1Y returns, rolling returns and the risk window have data.
const DAYS = Array.from({ length: 430 }, (_, i) => FIRST + i).filter((d) => ![3, 4].includes(((d % 7) + 7) % 7));
const LAST = DAYS.at(-1)!;
const source = (day: number, bytes: Uint8Array) => ({ name: `navall/${dayToIso(day)}.txt`, read: async () => bytes });

const STOPPED = PLANS[3]!; // absent from day N+1
const REVISED = PLANS[1]!; // its NAV of ten business days before is corrected on day N+1
const MOVED = PLANS[6]!; // listed under the liquid heading from day N+1: its category's membership changes
const NEW_PLAN: Plan = {
  code: 300099,
  name: "Fund Z Large Cap Fund - Direct Plan - Growth",
  rate: 0.1,
  heading: LARGE_CAP,
};

describe("the daily job's incremental metrics refresh", () => {
  let db: MigratedDatabase;

  beforeAll(async () => {
    db = await createMigratedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("writes after day N+1 exactly what a full refresh writes, reading only the changed NAVs from navs", async () => {
    const { sql } = db;
    const history = DAYS.slice(0, -1).map((day) => source(day, file(PLANS.map((plan) => ({ plan, day })))));
    await importNavFiles(sql, history, { today: dayToIso(LAST) });
    const first = await finishPendingMetrics(sql);
    expect(first?.plans).toBe(PLANS.length);
    const [storedSeriesRow] = await sql<{ n: number }[]>`select count(*)::int as n from plan_series`;
    const storedSeries = storedSeriesRow!.n;
    expect(storedSeries).toBe(PLANS.length);
    const revisedDay = DAYS.at(-11)!;
    const [beforeRow] = await sql<{ before: number }[]>`
      select volatility as before from plan_metrics where scheme_code = ${REVISED.code}`;
    const before = beforeRow!.before;

    const nextDay = [
      ...PLANS.filter((p) => p !== STOPPED && p.heading !== GILT).map((p) => ({
        plan: p === MOVED ? { ...p, heading: LIQUID } : p,
        day: LAST,
      })),
      { plan: REVISED, day: revisedDay, value: (Number(nav(REVISED, revisedDay)) * 1.02).toFixed(4) },
      { plan: NEW_PLAN, day: LAST },
    ];
    const [categoryBeforeRow] = await sql<{ category: number }[]>`
      select s.category_id as category from plans p join schemes s on s.id = p.scheme_id where p.scheme_code = ${MOVED.code}`;
    const categoryBefore = categoryBeforeRow!.category;
    await importNavFiles(sql, [source(LAST, file(nextDay))], { today: dayToIso(LAST), allowShrink: true });
    const pending = await sql<{ scheme_code: number; from_date: string | null }[]>`
      select scheme_code, to_char(from_date, 'YYYY-MM-DD') as from_date from metrics_pending order by 1`;
    expect(pending.find((p) => p.scheme_code === REVISED.code)?.from_date).toBe(dayToIso(revisedDay));
    expect(pending.find((p) => p.scheme_code === STOPPED.code)).toBeUndefined();
    const daily = await finishPendingMetrics(sql);
    // The new plan is read whole (nothing stored), the others with new NAVs from their first changed day.
    expect(daily).toMatchObject({ seriesReadWhole: 1, seriesReadTails: PLANS.length - 2 });
    const [categoryAfterRow] = await sql<{ category: number }[]>`
      select s.category_id as category from plans p join schemes s on s.id = p.scheme_id where p.scheme_code = ${MOVED.code}`;
    const categoryAfter = categoryAfterRow!.category;
    expect(categoryAfter).not.toBe(categoryBefore);
    const [afterRow] = await sql<{ after: number }[]>`
      select volatility as after from plan_metrics where scheme_code = ${REVISED.code}`;
    const after = afterRow!.after;
    expect(after).not.toBe(before);

    const incremental = await snapshotRefresh(sql);
    expect(incremental.plan_metrics).toHaveLength(PLANS.length + 1);
    await refreshMetrics(sql, { riskFreeRate: parseServerEnv().RISK_FREE_RATE });
    const full = await snapshotRefresh(sql);
    expect(snapshotDifferences(incremental, full)).toEqual(Object.fromEntries(REFRESH_TABLES.map((t) => [t, 0])));
    // (No NAV here moves far enough for a NAV event: nav_events is empty in both.)
    for (const table of REFRESH_TABLES.filter((t) => t !== "nav_events"))
      expect(full[table]!.length).toBeGreaterThan(0);
  });
});
