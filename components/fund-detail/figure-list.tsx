import type { ReactNode } from "react";
import cardStyles from "@/components/categories/categories.module.css";
import styles from "./fund-detail.module.css";

/** Labelled figures: as cards like the category pages' key metrics ("cards"), or as a two-column list of facts ("rows"). */
export function FigureList({ items, layout = "cards" }: { items: readonly (readonly [string, ReactNode])[]; layout?: "cards" | "rows" }) {
  return (
    <dl className={layout === "cards" ? cardStyles.metrics : styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={layout === "cards" ? cardStyles.metric : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
