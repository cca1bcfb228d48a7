import type { ReactNode } from "react";
import type { MethodologySection } from "@/lib/content/methodology-anchors";
import type { Standing } from "@/lib/funds/category-standings";
import { formatPercent } from "@/lib/format";
import { MethodologyLink } from "./methodology-link";
import { averageText, quartileText, rankText, SIGNED } from "./fund-text";
import tableStyles from "@/components/categories/categories.module.css";
import styles from "./fund-detail.module.css";

export interface DataColumn {
  header: string;
  /** The methodology section that says how the column's figures are computed. */
  link?: MethodologySection;
  numeric?: boolean;
  /** Explanatory text in a smaller, muted type. */
  explain?: boolean;
}

export interface DataRow {
  key: string;
  /** The row header (the first column). */
  header: ReactNode;
  /** One cell for each column after the first. */
  cells: ReactNode[];
  /** This fund's own row among others. */
  highlight?: boolean;
}

/** The three columns that place a figure in the category. */
export const STANDING_COLUMNS: DataColumn[] = [
  { header: "Category average", numeric: true, link: "category-average" },
  { header: "Rank", numeric: true, link: "ranking" },
  { header: "Quartile", numeric: true, link: "ranking" },
];

/** The cells under STANDING_COLUMNS. */
export function standingCells(standing: Standing | undefined): string[] {
  return [averageText(standing, (value) => formatPercent(value, SIGNED)), rankText(standing), quartileText(standing)];
}

function cellClass(column: DataColumn | undefined): string | undefined {
  return column?.numeric ? tableStyles.number : column?.explain ? styles.explain : undefined;
}

/**
 * A table of the fund page (styled as the category pages' tables): a caption, a header row, a row header per row. On a phone it scrolls sideways
 * inside the page, in a box that is focusable so that keyboard users can scroll it too.
 */
export function DataTable({
  label,
  caption,
  columns,
  rows,
}: {
  label: string;
  caption: ReactNode;
  columns: DataColumn[];
  rows: DataRow[];
}) {
  return (
    <div className={tableStyles.tableScroll} role="group" aria-label={label} tabIndex={0}>
      <table className={tableStyles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? tableStyles.number : undefined}>
                {column.link ? <MethodologyLink section={column.link}>{column.header}</MethodologyLink> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.highlight ? styles.self : undefined}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index + 1]?.header ?? index} className={cellClass(columns[index + 1])}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
