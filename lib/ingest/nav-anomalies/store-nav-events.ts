import type { TransactionSql } from "postgres";
import type { NavEventKind, NavEventRow } from "@/lib/ingest/nav-anomalies/nav-event-kinds";

const CHUNK = 5000;

/**
 * Makes nav_events for `schemeCodes` (the plans whose NAVs the refresh loaded) exactly `events`, in the refresh's
 * transaction. An event seen before keeps its detected_at (a move held back yesterday and confirmed today was
 * detected yesterday).
 */
export async function replaceNavEvents(
  tx: TransactionSql,
  schemeCodes: readonly number[],
  events: readonly NavEventRow[],
): Promise<void> {
  await tx`
    delete from nav_events e
    where e.scheme_code = any(${`{${schemeCodes.join(",")}}`}::int[])
      and not exists (
        select 1 from unnest(${`{${events.map((r) => r.scheme_code).join(",")}}`}::int[],
                             ${`{${events.map((r) => r.nav_date).join(",")}}`}::date[]) as k(code, day)
        where k.code = e.scheme_code and k.day = e.nav_date)`;
  for (let at = 0; at < events.length; at += CHUNK) {
    const rows = events
      .slice(at, at + CHUNK)
      .map((r) => ({ ...r, previous_nav: String(r.previous_nav), nav: String(r.nav) }));
    await tx`
      insert into nav_events ${tx(rows as never, "scheme_code", "nav_date", "previous_nav_date", "previous_nav", "nav", "ratio", "factor", "kind", "band_pct")}
      on conflict (scheme_code, nav_date) do update set
        previous_nav_date = excluded.previous_nav_date, previous_nav = excluded.previous_nav, nav = excluded.nav,
        ratio = excluded.ratio, factor = excluded.factor, kind = excluded.kind, band_pct = excluded.band_pct`;
  }
}

/** How many of each kind, for the refresh's report. */
export function countNavEvents(events: readonly NavEventRow[]): Record<NavEventKind, number> {
  const counts: Record<NavEventKind, number> = { split: 0, "held-back": 0, "market-move": 0, reverted: 0 };
  for (const e of events) counts[e.kind]++;
  return counts;
}
