import type { CategoryReturns } from "@/lib/metrics/category-returns";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { PairedMoments, type Jensen } from "@/lib/metrics/paired-moments";
import type { RiskParameters } from "@/lib/metrics/risk";
import type { IndexWindow } from "@/lib/metrics/risk-window";
import { firstIndexOnOrAfter } from "@/lib/metrics/search";

/** Beta (cov(plan, category) / var(category) of daily returns) and Jensen's alpha. */
export interface CategoryComparison extends Jensen {
  /** Days on which both a plan return and a category return were available. */
  observations: number;
}

/**
 * Beta and Jensen's alpha against the category average over the risk window. A plan's daily return
 * (ending on day d, previous NAV at most `category.maxGapDays` earlier, as in categoryAverageReturns)
 * is paired with the category's return on d; days missing on either side are skipped.
 * alpha = (Rp − rf) − beta × (Rc − rf), with Rp and Rc the paired mean daily returns × trading days
 * (arithmetic, as for Sharpe). Null with fewer than 2 pairs or a category that never moves.
 */
export function betaAlpha(
  series: NavSeries,
  category: CategoryReturns,
  window: IndexWindow,
  parameters: RiskParameters,
): CategoryComparison | null {
  const { days, navs } = series;
  const { base, end } = window;
  const categoryDays = category.days;
  const categoryReturns = category.returns;
  const categoryCount = categoryDays.length;
  let k = firstIndexOnOrAfter(categoryDays, days[base]! + 1);

  const moments = new PairedMoments();
  for (let i = base + 1; i <= end && k < categoryCount; i++) {
    const day = days[i]!;
    if (day - days[i - 1]! > category.maxGapDays) continue;
    while (k < categoryCount && categoryDays[k]! < day) k++;
    if (k >= categoryCount || categoryDays[k]! !== day) continue;
    moments.add(navs[i]! / navs[i - 1]! - 1, categoryReturns[k]!);
  }
  const jensen = moments.jensen(parameters);
  return jensen === null ? null : { ...jensen, observations: moments.count };
}
