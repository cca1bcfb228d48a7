import type { ReactNode } from "react";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { CategoryFaqs } from "@/components/categories/category-faqs";
import { CALCULATOR_CONVENTIONS } from "@/lib/calculators/conventions";
import { calculatorContent, type CalculatorId } from "@/lib/content/calculators";
import { calculatorBreadcrumbs } from "@/lib/seo/calculator-breadcrumbs";
import styles from "./calculators.module.css";

/** The frame of every calculator page: breadcrumb, heading, the form, the formula and convention, FAQs. */
export function CalculatorPage({ id, children }: { id: CalculatorId; children: ReactNode }) {
  const content = calculatorContent(id);
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={calculatorBreadcrumbs(content)} />
      <h1>{content.title}</h1>
      <p className={styles.lead}>{content.description}</p>
      {children}
      <section className={styles.section} aria-labelledby="formula">
        <h2 id="formula">{content.formula.heading}</h2>
        {content.formula.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3>How this calculator counts</h3>
        <p>{CALCULATOR_CONVENTIONS[id]}</p>
      </section>
      <CategoryFaqs faqs={content.faqs} />
    </div>
  );
}
