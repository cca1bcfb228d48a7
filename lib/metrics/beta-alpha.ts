import type { CategoryReturns } from "@/lib/metrics/category-returns";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { relativeRisk, type RelativeRisk } from "@/lib/metrics/relative-risk";
import type { RiskParameters } from "@/lib/metrics/risk";
import type { IndexWindow } from "@/lib/metrics/risk-window";

/** Beta, Jensen's alpha, tracking error and information ratio against the category average (see relativeRisk). */
export type CategoryComparison = RelativeRisk;

/**
 * The plan against its category over the risk window, paired exactly as against an index: only days on which
 * both the plan has a NAV and the category's calendar has a value count, and each pair of returns runs between
 * the same two such days for both (the category's by its chained index), so a plan that missed a day compares
 * its two-day return with the category's two days, never with one. Pairs more than `category.maxGapDays`
 * apart are skipped. Null with fewer than 2 pairs or a category that never moves.
 */
export function betaAlpha(
  series: NavSeries,
  category: CategoryReturns,
  window: IndexWindow,
  parameters: RiskParameters,
): CategoryComparison | null {
  return relativeRisk(series, window, category.index, parameters, category.maxGapDays);
}
