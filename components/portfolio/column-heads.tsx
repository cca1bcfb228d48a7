import styles from "./portfolio.module.css";

/** A column heading of a portfolio table: plain text, right-aligned over numbers, or read only by screen readers. */
export type ColumnHead = string | { numeric: string } | { hidden: string };

const labelOf = (column: ColumnHead) =>
  typeof column === "string" ? column : "numeric" in column ? column.numeric : column.hidden;

/** The header row of a portfolio table. */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={labelOf(column)}
            scope="col"
            className={typeof column === "object" && "numeric" in column ? styles.numeric : undefined}
          >
            {typeof column === "object" && "hidden" in column ? (
              <span className="visually-hidden">{column.hidden}</span>
            ) : (
              labelOf(column)
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
