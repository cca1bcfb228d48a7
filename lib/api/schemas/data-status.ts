import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { isoDate } from "@/lib/api/schemas/fields";

export const DATA_QUALITY_STATUSES = ["passed", "failed"] as const;

export const dataQualityExample = z.object({
  scheme_code: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The plan's AMFI code; null for a row that stands for a group." }),
  name: z.string(),
  detail: z.string().meta({ description: "What is wrong, with the source and date it comes from." }),
});
export type DataQualityExample = z.output<typeof dataQualityExample>;

export const dataQualityResult = z.object({
  id: z.string().meta({ description: "The check's stable id.", example: "live-plan-ter-zero" }),
  title: z.string(),
  status: z.enum(DATA_QUALITY_STATUSES).meta({
    description: "passed: no failures; failed: count > 0.",
  }),
  count: z.number().int().min(0).meta({ description: "How many failures." }),
  examples: z.array(dataQualityExample).meta({ description: "The first few failures (up to 10)." }),
});
export type DataQualityResult = z.output<typeof dataQualityResult>;

export const factFileStatus = z.object({
  kind: z.string().meta({ description: "The fact source: scheme-master, ter, aum, index-series, portfolio, ..." }),
  file: z.string().meta({ description: "The imported file's name (no folder)." }),
  as_of: isoDate.nullable().meta({ description: "The date the file speaks for." }),
  imported_at: z.string().meta({ description: "When the import finished (UTC, ISO 8601)." }),
  rows: z.number().int(),
  matched: z.number().int().nullable().meta({ description: "Rows matched to the site's plans or funds." }),
  unmatched: z.number().int().nullable(),
  unmatched_names: z.array(z.string()).meta({ description: "The first 10 names that matched nothing." }),
});
export type FactFileStatus = z.output<typeof factFileStatus>;

export const dataStatus = z.object({
  dataset: z.enum(["demo", "amfi", "empty"]),
  as_of_date: isoDate.nullable().meta({ description: "The date most plans report as their latest NAV date." }),
  latest_nav_date: isoDate.nullable(),
  plans: z.number().int(),
  nav_rows: z.number().int(),
  metrics_pending: z.number().int().meta({ description: "Plans whose metrics an interrupted import left to refresh." }),
  sources: z.array(factFileStatus).meta({ description: "Every fund-fact file imported (its latest import), by kind." }),
  checks: z.array(dataQualityResult).meta({ description: "The data-quality checks, as run after every import." }),
});
export type DataStatus = z.output<typeof dataStatus>;

export const dataStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/data-status",
  tag: "Data",
  summary: "What data is loaded, from which files, and the data-quality checks' results",
  description:
    "The same figures as `npm run data:status`: each fund-fact file with its as-of date, rows, matches and the first unmatched names, then every data-quality check with its count and up to 10 examples. Changes only with an import.",
  payload: dataStatus,
  cacheable: true,
});

export const DATA_STATUS_ENDPOINTS = [dataStatusEndpoint] as const;
