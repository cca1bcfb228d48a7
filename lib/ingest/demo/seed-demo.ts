import type { Sql } from "postgres";
import { parseServerEnv, type ServerEnv } from "@/lib/env/server-env";
import { refreshMetrics, type RefreshReport } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { MIN_PEER_PLANS } from "@/lib/metrics/category-ranking";
import {
  isFundDataEmpty,
  loadDemoDataset,
  type LoadDemoOptions,
  type LoadDemoSummary,
} from "@/lib/ingest/demo/load-demo";

/**
 * DEMO_DATASET=small: about a thousand plans over 3 years, for the end-to-end tests' quick start. Every category
 * keeps up to MIN_PEER_PLANS + 2 schemes (two spare for the young ones without a year of NAVs), so its pages show
 * ranks and averages rather than "Not enough funds".
 */
export const SMALL_DEMO: Partial<LoadDemoOptions> = { years: 3, scale: 0.1, minSchemesPerCategory: MIN_PEER_PLANS + 2 };

const SIZES: Record<Exclude<ServerEnv["DEMO_DATASET"], "none">, Partial<LoadDemoOptions>> = {
  full: {},
  small: SMALL_DEMO,
};

/** Loads the demo dataset and computes every plan's metrics, so the pages have numbers to show. */
export async function loadDemoWithMetrics(
  sql: Sql,
  options: LoadDemoOptions,
): Promise<{ summary: LoadDemoSummary; metrics: RefreshReport }> {
  const summary = await loadDemoDataset(sql, options);
  const metrics = await refreshMetrics(sql, { riskFreeRate: parseServerEnv().RISK_FREE_RATE });
  return { summary, metrics };
}

/** What `npm start` does on an empty database: the demo dataset of the configured size, unless DEMO_DATASET=none. */
export async function seedDemoIfEmpty(
  sql: Sql,
  today: string,
): Promise<{ summary: LoadDemoSummary; metrics: RefreshReport } | null> {
  const size = parseServerEnv().DEMO_DATASET;
  if (size === "none" || !(await isFundDataEmpty(sql))) return null;
  return loadDemoWithMetrics(sql, { today, ...SIZES[size] });
}
