import type { PendingQuery, Row, Sql } from "postgres";
import type { ValueSource } from "@/lib/funds/categories/performance-columns";

const ROLLING_FIELDS = { mean: "meanPct", min: "minPct", max: "maxPct" } as const;

/** The value of a source for the row of `screener_plans sp` joined with `plan_metrics m`, as float8 (null where there is none). */
export function valueSourceSql(sql: Sql, source: ValueSource): PendingQuery<Row[]> {
  switch (source.kind) {
    case "sip":
      return sql`(m.details->'sip'->${source.period}::text->>'xirrPct')::float8`;
    case "trailing":
      return sql`sp.${sql(`return_${source.period}`)}`;
    case "rolling":
      return sql`(m.details->'rolling'->${source.period}::text->>${ROLLING_FIELDS[source.stat]}::text)::float8`;
    case "calendar":
      // A year the plan was launched in is partial: left out so that every figure covers a whole year.
      return sql`(select (y->>'returnPct')::float8 from jsonb_array_elements(m.details->'calendarYears') y
        where y->>'year' = ${String(source.year)} and y->>'partial' = 'false')`;
    case "ytd":
      // Likewise a plan launched this year: its figure would run from its launch, not from 1 January.
      return sql`(case when m.details->'ytd'->>'partial' = 'false' then (m.details->'ytd'->>'returnPct')::float8 end)`;
  }
}
