-- A counter bumped in the same transaction as every change of public fund data (metrics, factsheets),
-- so each app instance can tell in one tiny query whether its cached API answers are still current.
CREATE TABLE "data_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 1,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "data_version" ("id") VALUES (1);
