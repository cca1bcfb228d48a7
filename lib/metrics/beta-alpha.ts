import type { CategoryReturns } from "@/lib/metrics/category-returns";
import type { NavSeries } from "@/lib/metrics/nav-series";
import type { RiskParameters } from "@/lib/metrics/risk";
import type { IndexWindow } from "@/lib/metrics/risk-window";
import { finiteOrNull } from "@/lib/metrics/returns-math";
import { firstIndexOnOrAfter } from "@/lib/metrics/search";

export interface CategoryComparison {
  /** cov(plan, category) / var(category) of daily returns. */
  beta: number;
  /** Jensen's alpha, annualised, percent. */
  alphaPct: number;
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

  // Welford-style running means and co-moments: stable and allocation-free.
  let n = 0;
  let meanPlan = 0;
  let meanCategory = 0;
  let coMoment = 0;
  let categoryMoment = 0;
  for (let i = base + 1; i <= end && k < categoryCount; i++) {
    const day = days[i]!;
    if (day - days[i - 1]! > category.maxGapDays) continue;
    while (k < categoryCount && categoryDays[k]! < day) k++;
    if (k >= categoryCount || categoryDays[k]! !== day) continue;
    const x = navs[i]! / navs[i - 1]! - 1;
    const y = categoryReturns[k]!;
    n++;
    const dx = x - meanPlan;
    const dy = y - meanCategory;
    meanPlan += dx / n;
    meanCategory += dy / n;
    coMoment += dx * (y - meanCategory);
    categoryMoment += dy * (y - meanCategory);
  }
  if (n < 2 || !(categoryMoment > 0)) return null;

  const beta = coMoment / categoryMoment;
  const { riskFreeRate, tradingDaysPerYear } = parameters;
  const planAnnual = meanPlan * tradingDaysPerYear;
  const categoryAnnual = meanCategory * tradingDaysPerYear;
  const alpha = planAnnual - riskFreeRate - beta * (categoryAnnual - riskFreeRate);
  const safeBeta = finiteOrNull(beta);
  const safeAlpha = finiteOrNull(alpha * 100);
  return safeBeta === null || safeAlpha === null ? null : { beta: safeBeta, alphaPct: safeAlpha, observations: n };
}
