import type { Sql } from "postgres";
import { z } from "zod";
import { navEventRow, type NavEventKind } from "@/lib/ingest/nav-anomalies/nav-event-kinds";

const KIND_WORDS: Record<NavEventKind, string> = {
  split: "splits or face-value changes adjusted",
  "held-back": "held back until a later capture confirms them",
  "market-move": "confirmed market moves (kept)",
  reverted: "one-day prints the next capture reverted (left out)",
};

/** One line for the import's report: the NAV moves outside their category's band, by kind. */
export function describeNavEventCounts(counts: Record<NavEventKind, number>): string {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total === 0) return "NAV moves outside their category's band: none.";
  const parts = (Object.keys(KIND_WORDS) as NavEventKind[]).map((kind) => `${counts[kind]} ${KIND_WORDS[kind]}`);
  return `NAV moves outside their category's band: ${parts.join(", ")} (npm run data:status lists those held back).`;
}

const heldBackRow = navEventRow.extend({ name: z.string() });
export type HeldBackNav = z.output<typeof heldBackRow>;

/** The NAVs held back from the metrics now (nav_events kind held-back), latest first. */
export async function heldBackNavs(sql: Sql): Promise<HeldBackNav[]> {
  const rows = await sql`
    select e.scheme_code, to_char(e.nav_date, 'YYYY-MM-DD') as nav_date,
           to_char(e.previous_nav_date, 'YYYY-MM-DD') as previous_nav_date, e.previous_nav, e.nav, e.ratio,
           e.factor, e.kind, e.band_pct, coalesce(p.display_name, '(plan not in our data)') as name
    from nav_events e left join plans p using (scheme_code)
    where e.kind = 'held-back'
    order by e.nav_date desc, e.scheme_code`;
  return z.array(heldBackRow).parse(rows);
}
