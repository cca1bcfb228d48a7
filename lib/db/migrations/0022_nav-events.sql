-- Day-on-day NAV moves outside the band that fits the plan's category (lib/ingest/nav-anomalies/nav-move-bands.ts),
-- as the metrics refresh found them: a split or face-value change (earlier NAVs scaled by `factor` in the metrics
-- and the chart), a move held back until a later capture confirms it, a confirmed market move, or a one-day print
-- the next capture reverted. The refresh rewrites a plan's rows each time it loads the plan's NAVs; `detected_at`
-- keeps the first time an event was seen. Kinds are listed once, in nav-event-kinds.ts.
CREATE TABLE "nav_events" (
  "scheme_code" integer NOT NULL,
  "nav_date" date NOT NULL,
  "previous_nav_date" date NOT NULL,
  "previous_nav" numeric NOT NULL,
  "nav" numeric NOT NULL,
  "ratio" double precision NOT NULL,
  "factor" double precision,
  "kind" text NOT NULL,
  "band_pct" double precision NOT NULL,
  "detected_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "nav_events_pk" PRIMARY KEY ("scheme_code", "nav_date")
);
--> statement-breakpoint
CREATE INDEX "nav_events_kind_idx" ON "nav_events" ("kind");
