import Link from "next/link";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { Icon } from "@/components/icons/icon";
import type { CalculatorCatalogueEntry } from "@/lib/content/calculators";
import { calculatorBreadcrumbs } from "@/lib/seo/calculator-breadcrumbs";
import styles from "./calculators.module.css";

interface CalculatorIndexProps {
  title: string;
  lead: string;
  calculators: readonly CalculatorCatalogueEntry[];
}

/** The /calculators page: breadcrumb, heading, and a card per calculator (icon, title, description, link). */
export function CalculatorIndex({ title, lead, calculators }: CalculatorIndexProps) {
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={calculatorBreadcrumbs()} />
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <ul className={styles.cards}>
        {calculators.map((calculator) => (
          <li key={calculator.id} data-calculator={calculator.id}>
            <Link href={calculator.path} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name={calculator.icon} size={28} />
              </span>
              <h2>{calculator.title}</h2>
              <p>{calculator.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
