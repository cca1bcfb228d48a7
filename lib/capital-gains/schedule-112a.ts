import Decimal from "decimal.js";
import { stringify } from "csv-stringify/sync";
import type { SaleMatch } from "@/lib/capital-gains/gains-types";
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

const money = (d: Decimal) => d.toFixed(2);

/** One row per lot sold: long-term sales of equity-oriented funds in the financial year. */
export function schedule112aRows(matches: readonly SaleMatch[], financialYear: string): string[][] {
  return matches
    .filter((m) => m.financialYear === financialYear && m.taxClass === "equity" && m.term === "long")
    .map((m) => {
      const before = m.buyDate < GRANDFATHERING_CUTOFF;
      const fmvTotal = m.fmvPerUnit ? m.fmvPerUnit.mul(m.units) : null;
      return [
        before ? "BE" : "AE",
        m.key.isin ?? "",
        m.key.name,
        m.units.toFixed(3),
        money(m.saleValue.div(m.units)),
        money(m.saleValue),
        money(m.costUsed),
        money(m.actualCost),
        fmvTotal ? money(Decimal.min(fmvTotal, m.saleValue)) : "",
        m.fmvPerUnit ? m.fmvPerUnit.toFixed(4) : "",
        fmvTotal ? money(fmvTotal) : "",
        "0.00",
        money(m.costUsed),
        money(m.gain),
      ];
    });
}

export function schedule112aCsv(matches: readonly SaleMatch[], financialYear: string): string {
  return stringify([[...SCHEDULE_112A_COLUMNS], ...schedule112aRows(matches, financialYear)]);
}
