import type { TaxClass } from "@/lib/capital-gains/gains-types";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";

/** The day the Finance (No. 2) Act 2024 changed the rates, holding periods and the exemption. */
export const RATE_CHANGE_DATE = "2024-07-23";
/** Units bought before this day may use the 31-Jan-2018 value as cost (Section 112A grandfathering). */
export const GRANDFATHERING_CUTOFF = "2018-02-01";
export const GRANDFATHERING_NAV_DATE = "2018-01-31";
/** Debt-oriented ("specified") funds bought on or after this day are always short term (Section 50AA). */
export const SPECIFIED_FUND_CUTOFF = "2023-04-01";

/** The Indian financial year (April to March) a date falls in, as "2024-25". */
export function financialYearOf(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const start = iso.slice(5) >= "04-01" ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Months an asset of this class must be held for a gain to be long term; null when it never is. */
export function longTermMonths(taxClass: TaxClass, buyDate: string, saleDate: string): number | null {
  if (taxClass === "equity") return 12;
  if (taxClass === "specified" && buyDate >= SPECIFIED_FUND_CUTOFF) return null;
  return saleDate >= RATE_CHANGE_DATE ? 24 : 36;
}

/**
 * Long term means held MORE than the period: a sale on the anniversary itself is still short term. The period is
 * in calendar months, the day clamped to the month's end (bought 29-Feb-2020, 12 months end on 28-Feb-2021).
 */
export function isLongTerm(taxClass: TaxClass, buyDate: string, saleDate: string): boolean {
  const months = longTermMonths(taxClass, buyDate, saleDate);
  return months !== null && saleDate > dayToIso(addMonths(isoToDay(buyDate), months));
}

/**
 * The rate of tax on a gain, percent, before cess and surcharge; null when it is the member's slab rate (not known
 * here). The Section 112A exemption is applied to a year's long-term equity gains, not here.
 */
export function gainTaxRatePct(taxClass: TaxClass, term: "short" | "long", saleDate: string): number | null {
  const after = saleDate >= RATE_CHANGE_DATE;
  if (taxClass === "equity") return term === "short" ? (after ? 20 : 15) : after ? 12.5 : 10;
  if (term === "short") return null;
  return after ? 12.5 : 20;
}

/** Health and education cess, percent of the tax. */
export const CESS_PCT = 4;

/** The first day a sale of the lot is long term (the day after the period ends); null when it never is. */
export function longTermFrom(taxClass: TaxClass, buyDate: string, from: string): string | null {
  const months = longTermMonths(taxClass, buyDate, from);
  return months === null ? null : dayToIso(addMonths(isoToDay(buyDate), months) + 1);
}

/** How the gain is taxed, in words (the report shows it; the member's slab is not known here). */
export function rateNote(taxClass: TaxClass, term: "short" | "long", buyDate: string, saleDate: string): string {
  const rate = gainTaxRatePct(taxClass, term, saleDate);
  if (taxClass === "equity") {
    if (term === "short") return `${rate}% (Section 111A)`;
    // The year's exemption, not the rate's: 2024-25 is Rs 1.25 lakh for the whole year, sales before 23-Jul included.
    const exemption = `Rs ${equityExemption(financialYearOf(saleDate)) / 100_000} lakh`;
    return `${rate}% above ${exemption} a year (Section 112A)`;
  }
  if (rate === null)
    return taxClass === "specified" && buyDate >= SPECIFIED_FUND_CUTOFF
      ? "slab rate (Section 50AA: always short term)"
      : "slab rate";
  return saleDate >= RATE_CHANGE_DATE
    ? `${rate}% without indexation (Section 112)`
    : `${rate}% with indexation (Section 112)`;
}

/** The yearly Section 112A exemption of a financial year's long-term equity gains. */
export function equityExemption(financialYear: string): number {
  return Number(financialYear.slice(0, 4)) >= 2024 ? 125_000 : 100_000;
}

export interface FundClassInput {
  assetClass: string | null;
  category: string | null;
  name: string;
}

const EQUITY_HYBRIDS = /aggressive hybrid|arbitrage|equity savings/i;
const DEBT_LIKE_NAME = /\b(gilt|bond|debt|liquid|g-?sec|sdl|money market|overnight|target maturity|psu|corporate)\b/i;
const NOT_DOMESTIC_EQUITY_NAME = /\b(gold|silver|international|global|overseas|nasdaq|s&p|us |world|fof)\b/i;

/**
 * The tax treatment of a fund from its SEBI class and name. The rules turn on the share of domestic equity
 * (65%+ is equity-oriented), which only the portfolio tells; the category is the public proxy we have.
 */
export function taxClassOf({ assetClass, category, name }: FundClassInput): { taxClass: TaxClass; reason: string } {
  const cat = category ?? "";
  if (assetClass === "Equity") return { taxClass: "equity", reason: `equity fund (${cat || "Equity"})` };
  if (assetClass === "Debt") return { taxClass: "specified", reason: `debt fund (${cat || "Debt"})` };
  if (assetClass === "Hybrid" && EQUITY_HYBRIDS.test(cat))
    return { taxClass: "equity", reason: `${cat}: 65% or more in domestic equity` };
  if (assetClass === "Other" && /index|etf/i.test(cat)) {
    if (DEBT_LIKE_NAME.test(name)) return { taxClass: "specified", reason: `${cat} tracking debt` };
    if (!NOT_DOMESTIC_EQUITY_NAME.test(name)) return { taxClass: "equity", reason: `${cat} tracking Indian equity` };
  }
  return {
    taxClass: "other",
    reason: `${cat || assetClass || "unclassified"}: neither equity-oriented nor a debt fund`,
  };
}
