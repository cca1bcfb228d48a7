import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** One imported file (or the demo dataset): what it added, left unchanged, revised and skipped, and why. */
export const imports = pgTable(
  "imports",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    source: text("source").notNull(),
    sha256: text("sha256").notNull(),
    layout: text("layout"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsAdded: integer("rows_added").notNull().default(0),
    rowsUnchanged: integer("rows_unchanged").notNull().default(0),
    rowsRevised: integer("rows_revised").notNull().default(0),
    /** Counts of skipped lines by reason, e.g. {"nav-not-available": 12}. */
    skipped: jsonb("skipped").notNull().default(sql`'{}'::jsonb`),
    /** Up to a few examples per problem kind, with line numbers, for the report. */
    problems: jsonb("problems").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex("imports_kind_sha_idx").on(t.kind, t.sha256), check("imports_kind_check", sql`${t.kind} in ('amfi-nav', 'demo', 'factsheet')`)],
);

/** Which dataset is loaded: the demo dataset (fictional) or real AMFI data. One row. */
export const datasetState = pgTable(
  "dataset_state",
  {
    id: integer("id").primaryKey().default(1),
    kind: text("kind").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("dataset_state_single_row", sql`${t.id} = 1`), check("dataset_state_kind_check", sql`${t.kind} in ('demo', 'amfi')`)],
);
