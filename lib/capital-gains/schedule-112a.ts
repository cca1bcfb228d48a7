import Decimal from "decimal.js";
import { stringify } from "csv-stringify/sync";
import type { SaleMatch } from "@/lib/capital-gains/gains-types";
import { grandfatheredCost } from "@/lib/capital-gains/grandfathered-cost";
import { GRANDFATHERING_CUTOFF } from "@/lib/capital-gains/tax-rules";

/** The columns of Schedule 112A of the ITR (long-term gains on equity-oriented fund units), in its order. */
export const SCHEDULE_112A_COLUMNS = [
  "Share/Unit acquired",
  "ISIN Code",
  "Name of the Share/Unit",
  "No. of Shares/Units",
  "Sale-price per Share/Unit",
  "Full Value of Consideration",
  "Cost of acquisition without indexation",
  "Cost of acquisition",
  "If the long term capital asset was acquired before 01.02.2018, Lower of Full Value of Consideration and Total Fair Market Value",
  "Fair Market Value per share/unit as on 31st January 2018",
  "Total Fair Market Value of capital asset as per section 55(2)(ac)",
  "Expenditure wholly and exclusively in connection with transfer",
  "Total deductions",
  "Balance",
] as const;

const paisa = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (d: Decimal) => paisa(d).toFixed(2);

/**
 * One row per lot sold: long-term sales of equity-oriented funds in the financial year. The ITR computes column 6
 * as column 4 x column 5 (and 11 as 4 x 10), so the sale price is the NAV the units were sold at, to its 4
 * decimals, and the full value is units x that NAV to the paisa (a price rounded to 2 decimals was off by up to
 * half a paisa a unit). The other columns follow the schedule's own sums from these: 9 = lower of 6 and 11,
 * 7 = higher of 8 and 9 (before 1-Feb-2018), 13 = 7 + 12, 14 = 6 - 13.
 */
export function schedule112aRows(matches: readonly SaleMatch[], financialYear: string): string[][] {
  return matches
    .filter((m) => m.financialYear === financialYear && m.taxClass === "equity" && m.term === "long")
    .map((m) => {
      const before = m.buyDate < GRANDFATHERING_CUTOFF;
      const fullValue = paisa(m.units.mul(m.saleNav));
      const actualCost = paisa(m.actualCost);
      const fmvTotal = m.fmvPerUnit ? paisa(m.fmvPerUnit.mul(m.units)) : null;
      const lowerOfValueAndFmv = fmvTotal ? Decimal.min(fmvTotal, fullValue) : null;
      const costUsed = lowerOfValueAndFmv ? grandfatheredCost(actualCost, fmvTotal!, fullValue) : actualCost;
      return [
        before ? "BE" : "AE",
        m.key.isin ?? "",
        m.key.name,
        m.units.toFixed(3),
        m.saleNav.toFixed(4),
        money(fullValue),
        money(costUsed),
        money(actualCost),
        lowerOfValueAndFmv ? money(lowerOfValueAndFmv) : "",
        m.fmvPerUnit ? m.fmvPerUnit.toFixed(4) : "",
        fmvTotal ? money(fmvTotal) : "",
        "0.00",
        money(costUsed),
        money(fullValue.minus(costUsed)),
      ];
    });
}

export function schedule112aCsv(matches: readonly SaleMatch[], financialYear: string): string {
  return stringify([[...SCHEDULE_112A_COLUMNS], ...schedule112aRows(matches, financialYear)]);
}
