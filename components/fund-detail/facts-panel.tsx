import Link from "next/link";
import type { ReactNode } from "react";
import { formatCroreAmount, formatDate, formatNumber, formatPercent } from "@/lib/format";
import { formatMinInvestment } from "@/lib/funds/format-min-investment";
import { planLaunchText } from "@/lib/funds/plan-launch";
import type { FundPage } from "@/lib/funds/fund-page";
import { CATEGORIES_PATH } from "@/lib/seo/category-json-ld";
import { AMC_PAGES_PATH } from "@/lib/seo/fund-json-ld";
import { asOfText, NOT_DISCLOSED, variantLabel } from "./fund-text";
import { DataTable } from "./data-table";
import { DatedFactValue } from "./dated-fact-value";
import { FigureList } from "./figure-list";
import { TerHistorySection } from "./ter-history-section";
import styles from "./fund-detail.module.css";

const orNotDisclosed = (value: string | null | undefined): string =>
  value == null || value === "" ? NOT_DISCLOSED : value;

/** The plan's identity and its factsheet facts: costs, loads, minimums, riskometer, benchmark, managers. */
export function FactsPanel({ page }: { page: FundPage }) {
  const { overview, portfolio } = page;
  const { facts } = overview;
  const rows: [string, ReactNode][] = [
    [
      "Fund house",
      <Link key="amc" href={`${AMC_PAGES_PATH}/${overview.amc.slug}`}>
        {overview.amc.name}
      </Link>,
    ],
    [
      "Category",
      overview.category ? (
        <Link key="category" href={`${CATEGORIES_PATH}/${overview.category.slug}`}>
          {overview.category.name}
        </Link>
      ) : (
        NOT_DISCLOSED
      ),
    ],
    ["Plan and option", variantLabel(overview)],
    ["ISIN", orNotDisclosed(overview.isin)],
    ["AMFI scheme code", String(overview.scheme_code)],
    [
      "Expense ratio (a year)",
      <DatedFactValue key="ter" kind="expense_ratio" fact={facts.expense_ratio} format={formatPercent} />,
    ],
    ["Exit load", <DatedFactValue key="exit" kind="exit_load" fact={facts.exit_load} format={String} />],
    ["Minimum SIP", <DatedFactValue key="sip" kind="min_sip" fact={facts.min_sip} format={formatMinInvestment} />],
    [
      "Minimum lump sum",
      <DatedFactValue key="lumpsum" kind="min_lumpsum" fact={facts.min_lumpsum} format={formatMinInvestment} />,
    ],
    ["Riskometer", <DatedFactValue key="risk" kind="risk_level" fact={facts.risk_level} format={String} />],
    ["Benchmark", <DatedFactValue key="benchmark" kind="benchmark" fact={facts.benchmark} format={String} />],
    [
      "AUM (the fund's, all plans)",
      <DatedFactValue key="aum" kind="aum" fact={facts.aum} format={formatCroreAmount} />,
    ],
    [
      "Launch date",
      <DatedFactValue
        key="launch"
        kind="launch_date"
        fact={facts.launch_date}
        format={(launch: string) => planLaunchText(overview.plan_type, launch, formatDate)}
      />,
    ],
    ["First NAV on record", formatDate(overview.inception_date)],
  ];
  const { managers } = portfolio;
  return (
    <>
      <section className={styles.section} aria-labelledby="facts-heading">
        <h2 id="facts-heading">Fund facts</h2>
        <p className={styles.note}>
          Each fact comes from the latest source that gives it, with that source&apos;s date; a fact older than its
          usual refresh is marked stale.
        </p>
        <FigureList items={rows} layout="rows" />
      </section>
      <TerHistorySection history={overview.expense_ratio_history} />
      <section className={styles.section} aria-labelledby="managers-heading">
        <h2 id="managers-heading">Fund managers</h2>
        {managers.managers.length === 0 ? (
          <p>{NOT_DISCLOSED}.</p>
        ) : (
          <DataTable
            label="Fund managers table"
            caption={`Managers on the factsheet ${asOfText(managers.as_of)}`}
            columns={[{ header: "Name" }, { header: "Managing since" }, { header: "Years", numeric: true }]}
            rows={managers.managers.map((manager) => ({
              key: manager.name,
              header: manager.name,
              cells: [
                manager.managing_since ? formatDate(manager.managing_since) : NOT_DISCLOSED,
                formatNumber(manager.tenure_years, { fractionDigits: 1, allowNegative: true }),
              ],
            }))}
          />
        )}
      </section>
    </>
  );
}
