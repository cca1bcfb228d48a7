/**
 * A category average's plan type in words. The metrics refresh files plans without the Direct/Regular split (ETFs,
 * single-plan funds) under "Unknown" (lib/ingest/metrics-refresh/category-metrics.ts); what is unknown is only
 * the split they do not have (issue 37, 12).
 */
export function planTypeLabel(planType: string): string {
  return planType === "Unknown" ? "Single plan (no Direct or Regular split)" : planType;
}
