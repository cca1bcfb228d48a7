import type { ReactNode } from "react";
import type { MethodologySection } from "@/lib/content/methodology-anchors";
import cardStyles from "@/components/categories/categories.module.css";
import { MethodologyLink } from "./methodology-link";
import styles from "./fund-detail.module.css";

/** A figure: its label, its value and, for a computed metric, the methodology section that explains it. */
export type Figure = readonly [label: string, value: ReactNode, section?: MethodologySection];

/** Labelled figures: as cards like the category pages' key metrics ("cards"), or as a two-column list of facts ("rows"). */
export function FigureList({ items, layout = "cards" }: { items: readonly Figure[]; layout?: "cards" | "rows" }) {
  return (
    <dl className={layout === "cards" ? cardStyles.metrics : styles.facts}>
      {items.map(([label, value, section]) => (
        <div key={label} className={layout === "cards" ? cardStyles.metric : undefined}>
          <dt>{section ? <MethodologyLink section={section}>{label}</MethodologyLink> : label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
