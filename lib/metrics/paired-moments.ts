import { finiteOrNull } from "@/lib/metrics/returns-math";
import type { RiskParameters } from "@/lib/metrics/risk";

export interface Jensen {
  /** cov(x, y) / var(y) of the paired returns. */
  beta: number;
  /** Jensen's alpha, annualised, percent. */
  alphaPct: number;
}

/**
 * Welford-style running means and co-moment of paired returns (x measured against y): stable, and no
 * allocation per pair however long the series.
 */
export class PairedMoments {
  count = 0;
  meanX = 0;
  meanY = 0;
  /** Σ (y − ȳ)²: var(y) × (count − 1). */
  yMoment = 0;
  /** Σ (x − x̄)(y − ȳ): cov(x, y) × (count − 1). */
  coMoment = 0;

  add(x: number, y: number): void {
    this.count++;
    const dx = x - this.meanX;
    const dy = y - this.meanY;
    this.meanX += dx / this.count;
    this.meanY += dy / this.count;
    this.coMoment += dx * (y - this.meanY);
    this.yMoment += dy * (y - this.meanY);
  }

  /**
   * Beta and Jensen's alpha = (Rx − rf) − beta × (Ry − rf), with Rx and Ry the mean returns × trading days
   * (arithmetic, as for Sharpe). Null with fewer than 2 pairs, a y that never moves, or a result that is not finite.
   */
  jensen({ riskFreeRate, tradingDaysPerYear }: RiskParameters): Jensen | null {
    if (this.count < 2 || !(this.yMoment > 0)) return null;
    const beta = this.coMoment / this.yMoment;
    const xAnnual = this.meanX * tradingDaysPerYear;
    const yAnnual = this.meanY * tradingDaysPerYear;
    const alpha = xAnnual - riskFreeRate - beta * (yAnnual - riskFreeRate);
    const safeBeta = finiteOrNull(beta);
    const safeAlpha = finiteOrNull(alpha * 100);
    return safeBeta === null || safeAlpha === null ? null : { beta: safeBeta, alphaPct: safeAlpha };
  }
}
