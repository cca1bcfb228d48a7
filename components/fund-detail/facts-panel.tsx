import Link from "next/link";
import type { ReactNode } from "react";
import { formatCroreAmount, formatDate, formatNumber, formatPercent } from "@/lib/format";
import { formatMinInvestment } from "@/lib/funds/format-min-investment";
import type { FundPage } from "@/lib/funds/fund-page";
import { CATEGORIES_PATH } from "@/lib/seo/category-json-ld";
import { AMC_PAGES_PATH } from "@/lib/seo/fund-json-ld";
import { asOfText, NOT_DISCLOSED, variantLabel } from "./fund-text";
import { TableScroll } from "./table-scroll";
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
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="managers-heading">
        <h2 id="managers-heading">Fund managers</h2>
        {managers.managers.length === 0 ? (
          <p>{NOT_DISCLOSED}.</p>
        ) : (
          <TableScroll label="Fund managers table">
            <table className={styles.table}>
              <caption>Managers on the factsheet {asOfText(managers.as_of)}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Managing since</th>
                  <th scope="col" className={styles.number}>
                    Years
                  </th>
                </tr>
              </thead>
              <tbody>
                {managers.managers.map((manager) => (
                  <tr key={manager.name}>
                    <th scope="row">{manager.name}</th>
                    <td>{manager.managing_since ? formatDate(manager.managing_since) : NOT_DISCLOSED}</td>
                    <td className={styles.number}>{formatNumber(manager.tenure_years, { fractionDigits: 1, allowNegative: true })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  );
}
