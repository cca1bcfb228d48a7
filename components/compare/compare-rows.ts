import type { ComparedFund } from "@/lib/api/schemas/compare";
import { planLaunchText } from "@/lib/funds/plan-launch";
import type { BetterDirection } from "@/lib/funds/compare/best-values";
import { disclosedTer } from "@/lib/funds/facts/disclosed-ter";
import { formatMinInvestment } from "@/lib/funds/format-min-investment";
import { rankableSinceLaunch, sinceLaunchCellText } from "@/lib/funds/compare/since-launch";
import { DEFAULT_RISK_WINDOW_YEARS } from "@/lib/metrics";
import { EMPTY_DISPLAY, formatCroreAmount, formatDate, formatInr, formatNumber, formatPercent } from "@/lib/format";

/** One row of the side-by-side table: its label, each fund's text, and (for ranked rows) which way is better. */
export interface CompareRow {
  label: string;
  /** A short explanation under the label, when the label alone could mislead. */
  hint?: string;
  text: (fund: ComparedFund) => string;
  /** The number the best mark compares (as shown, 2 decimals); rows without it are not ranked. */
  value?: (fund: ComparedFund) => number | null;
  better?: BetterDirection;
  /** The fact whose date and source each cell shows under its value. */
  fact?: keyof ComparedFund["fact_sources"];
}

export interface CompareSection {
  title: string;
  rows: CompareRow[];
}

const signed = (value: number | null) => formatPercent(value, { allowNegative: true });
const ratio = (value: number | null) => formatNumber(value, { allowNegative: true });
const text = (value: string | null) => (value && value.trim() !== "" ? value : EMPTY_DISPLAY);

function percentRow(
  label: string,
  value: (fund: ComparedFund) => number | null,
  better: BetterDirection,
  hint?: string,
): CompareRow {
  return { label, hint, value, better, text: (fund) => signed(value(fund)) };
}

const TRAILING: [keyof ComparedFund["returns"], string, string?][] = [
  ["1m", "1 month"],
  ["3m", "3 months"],
  ["6m", "6 months"],
  ["1y", "1 year"],
  ["3y", "3 years", "a year"],
  ["5y", "5 years", "a year"],
  ["10y", "10 years", "a year"],
];

const SIP: ["1y" | "3y" | "5y", string][] = [
  ["1y", "SIP, 1 year"],
  ["3y", "SIP, 3 years"],
  ["5y", "SIP, 5 years"],
];

const CALENDAR_YEARS = 3;
const RISK_WINDOW = `${DEFAULT_RISK_WINDOW_YEARS} years`;

/** The latest calendar years any of the funds has a return for (newest first). */
function calendarYearRows(funds: readonly ComparedFund[]): CompareRow[] {
  const years = [...new Set(funds.flatMap((fund) => fund.calendar_years.map((y) => y.year)))]
    .sort((a, b) => b - a)
    .slice(0, CALENDAR_YEARS);
  return years.map((year) => {
    const entry = (fund: ComparedFund) => fund.calendar_years.find((y) => y.year === year);
    return {
      label: `Calendar year ${year}`,
      // A part-year return covers fewer days than a full one: it is shown, never ranked.
      value: (fund) => {
        const found = entry(fund);
        return found && !found.partial ? found.return_pct : null;
      },
      better: "higher",
      text: (fund) => {
        const found = entry(fund);
        return found ? `${signed(found.return_pct)}${found.partial ? " (part of the year)" : ""}` : EMPTY_DISPLAY;
      },
    };
  });
}

/**
 * The return since launch. Where a fund's NAVs in our data start after its launch, the figure runs from that first
 * NAV: the cell names the date, and the figure is not ranked (it does not answer "since launch").
 */
function sinceLaunchRow(): CompareRow {
  return {
    label: "Since launch",
    hint: "Annualised (CAGR)",
    value: rankableSinceLaunch,
    better: "higher",
    text: (fund) => sinceLaunchCellText(fund, signed),
  };
}

/**
 * The table's sections for these funds: returns, risk, costs and facts. A row no fund has a value for (a
 * 10-year return among young funds) is left out.
 */
export function compareSections(funds: readonly ComparedFund[]): CompareSection[] {
  const sections: CompareSection[] = [
    {
      title: "Returns",
      rows: [
        ...TRAILING.map(([key, label, per]) =>
          percentRow(label, (fund) => fund.returns[key], "higher", per ? "Annualised (CAGR)" : undefined),
        ),
        sinceLaunchRow(),
        ...SIP.map(([key, label]) =>
          percentRow(label, (fund) => fund.sip_returns[key], "higher", "Monthly SIP, annualised (XIRR)"),
        ),
        ...calendarYearRows(funds),
      ],
    },
    {
      title: "Risk",
      rows: [
        percentRow(
          "Volatility",
          (fund) => fund.risk.volatility,
          "lower",
          `Annualised, last ${RISK_WINDOW} or since launch`,
        ),
        {
          label: "Sharpe ratio",
          hint: "Return per unit of risk",
          value: (fund) => fund.risk.sharpe,
          better: "higher",
          text: (fund) => ratio(fund.risk.sharpe),
        },
        {
          label: "Sortino ratio",
          hint: "Return per unit of downside risk",
          value: (fund) => fund.risk.sortino,
          better: "higher",
          text: (fund) => ratio(fund.risk.sortino),
        },
        percentRow(
          `Maximum drawdown (${RISK_WINDOW})`,
          (fund) => fund.risk.max_drawdown,
          "higher",
          `Largest fall from a high, last ${RISK_WINDOW} or since launch`,
        ),
        { fact: "risk_level", label: "Riskometer", text: (fund) => text(fund.risk_level) },
      ],
    },
    {
      title: "Costs",
      rows: [
        {
          label: "Expense ratio",
          fact: "expense_ratio",
          hint: "A year, of the amount invested",
          // A 0 or missing TER is "not disclosed": it never wins the best mark.
          value: (fund) => disclosedTer(fund.expense_ratio),
          better: "lower",
          text: (fund) => formatPercent(fund.expense_ratio),
        },
        { fact: "exit_load", label: "Exit load", text: (fund) => text(fund.exit_load) },
      ],
    },
    {
      title: "Facts",
      rows: [
        { fact: "aum", label: "Fund size (AUM)", text: (fund) => formatCroreAmount(fund.aum) },
        { label: "Category", text: (fund) => text(fund.category) },
        { label: "Fund house", text: (fund) => fund.amc_name },
        { fact: "min_sip", label: "Minimum SIP", text: (fund) => formatMinInvestment(fund.min_sip) },
        { fact: "min_lumpsum", label: "Minimum lumpsum", text: (fund) => formatMinInvestment(fund.min_lumpsum) },
        {
          fact: "launch_date",
          label: "Launched",
          // Without a launch date from a source, the first NAV stands in, named as such (as on the fund page).
          text: (fund) =>
            fund.launch_date
              ? planLaunchText(fund.plan_type, fund.launch_date, formatDate)
              : `${formatDate(fund.inception_date)} (first NAV on record)`,
        },
        { fact: "benchmark", label: "Benchmark", text: (fund) => text(fund.benchmark) },
        {
          label: "NAV",
          text: (fund) =>
            `${formatInr(fund.nav, { fractionDigits: 4 })} on ${formatDate(fund.nav_date)}${fund.nav_unverified ? " (unverified: outside its category's band, left out of returns until a later NAV confirms it)" : ""}`,
        },
      ],
    },
  ];
  return sections.map((section) => ({
    ...section,
    rows: section.rows.filter((row) => funds.some((fund) => row.text(fund) !== EMPTY_DISPLAY)),
  }));
}
