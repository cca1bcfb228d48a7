import Link from "next/link";
import type { ReactNode } from "react";
import { formatCroreAmount, formatDate, formatNumber, formatPercent } from "@/lib/format";
import { formatMinInvestment } from "@/lib/funds/format-min-investment";
import type { FundPage } from "@/lib/funds/fund-page";
import { CATEGORIES_PATH } from "@/lib/seo/category-json-ld";
import { AMC_PAGES_PATH } from "@/lib/seo/fund-json-ld";
import { asOfText, NOT_DISCLOSED, variantLabel } from "./fund-text";
import { DataTable } from "./data-table";
import { FigureList } from "./figure-list";
import styles from "./fund-detail.module.css";

const orNotDisclosed = (value: string | null | undefined): string => (value == null || value === "" ? NOT_DISCLOSED : value);

/** The plan's identity and its factsheet facts: costs, loads, minimums, riskometer, benchmark, managers. */
export function FactsPanel({ page }: { page: FundPage }) {
  const { overview, portfolio } = page;
  const { facts } = overview;
  const rows: [string, ReactNode][] = [
    ["Fund house", <Link key="amc" href={`${AMC_PAGES_PATH}/${overview.amc.slug}`}>{overview.amc.name}</Link>],
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
    ["Expense ratio (a year)", facts?.expense_ratio == null ? NOT_DISCLOSED : formatPercent(facts.expense_ratio)],
    ["Exit load", orNotDisclosed(facts?.exit_load)],
    ["Minimum SIP", facts?.min_sip == null ? NOT_DISCLOSED : formatMinInvestment(facts.min_sip)],
    ["Minimum lump sum", facts?.min_lumpsum == null ? NOT_DISCLOSED : formatMinInvestment(facts.min_lumpsum)],
    ["Riskometer", orNotDisclosed(facts?.risk_level)],
    ["Benchmark", orNotDisclosed(facts?.benchmark)],
    ["AUM (the fund's, all plans)", facts?.aum == null ? NOT_DISCLOSED : formatCroreAmount(facts.aum)],
    ["Launch date", facts?.launch_date ? formatDate(facts.launch_date) : NOT_DISCLOSED],
    ["First NAV on record", formatDate(overview.inception_date)],
  ];
  const { managers } = portfolio;
  return (
    <>
      <section className={styles.section} aria-labelledby="facts-heading">
        <h2 id="facts-heading">Fund facts</h2>
        <p className={styles.note}>{facts ? `From the factsheet ${asOfText(facts.as_of)}.` : "No factsheet has been imported for this plan yet."}</p>
        <FigureList items={rows} layout="rows" />
      </section>
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
              cells: [manager.managing_since ? formatDate(manager.managing_since) : NOT_DISCLOSED, formatNumber(manager.tenure_years, { fractionDigits: 1, allowNegative: true })],
            }))}
          />
        )}
      </section>
    </>
  );
}
