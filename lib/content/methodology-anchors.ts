import type { AppPath } from "@/lib/routes/route-table";

// The methodology page's address and section anchors, apart from its wording so that a metric label
// (client components included) can link to a section without loading the page's text.

export const METHODOLOGY_PATH: AppPath = "/methodology";

/** The page's sections, in order; each id is the anchor a metric label links to (/methodology#max-drawdown). */
export const METHODOLOGY_SECTIONS = [
  "as-of-date",
  "nav-anomalies",
  "trailing-returns",
  "start-nav",
  "since-inception",
  "calendar-returns",
  "rolling-returns",
  "sip-returns",
  "risk-ratios",
  "max-drawdown",
  "beta-alpha",
  "vs-benchmark",
  "category-average",
  "ranking",
] as const;
export type MethodologySection = (typeof METHODOLOGY_SECTIONS)[number];

/** The link to one section of the methodology page. */
export function methodologyHref(section: MethodologySection): string {
  return `${METHODOLOGY_PATH}#${section}`;
}
