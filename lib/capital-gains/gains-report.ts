import Decimal from "decimal.js";
import type { SaleMatch } from "@/lib/capital-gains/gains-types";
import { financialYearOf } from "@/lib/capital-gains/tax-rules";

export interface YearTotals {
  financialYear: string;
  equityShortTerm: Decimal;
  equityLongTerm: Decimal;
  otherShortTerm: Decimal;
  otherLongTerm: Decimal;
}

/** Realised gains per financial year, equity-oriented apart from the rest, short apart from long term. */
export function totalsByYear(matches: readonly SaleMatch[]): YearTotals[] {
  const years = new Map<string, YearTotals>();
  for (const m of matches) {
    const zero = new Decimal(0);
    const y = years.get(m.financialYear) ?? {
      financialYear: m.financialYear,
      equityShortTerm: zero,
      equityLongTerm: zero,
      otherShortTerm: zero,
      otherLongTerm: zero,
    };
    const field =
      m.taxClass === "equity"
        ? m.term === "long"
          ? "equityLongTerm"
          : "equityShortTerm"
        : m.term === "long"
          ? "otherLongTerm"
          : "otherShortTerm";
    years.set(m.financialYear, { ...y, [field]: y[field].plus(m.gain) });
  }
  return [...years.values()].sort((a, b) => a.financialYear.localeCompare(b.financialYear));
}

/** Long-term equity gains booked in the financial year `today` falls in (what the Section 112A exemption has used). */
export function bookedLongTermEquity(years: readonly YearTotals[], today: string): Decimal {
  const thisYear = financialYearOf(today);
  return years.find((y) => y.financialYear === thisYear)?.equityLongTerm ?? new Decimal(0);
}
