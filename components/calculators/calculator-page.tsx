import type { ReactNode } from "react";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { CategoryFaqs } from "@/components/categories/category-faqs";
import { CALCULATOR_CONVENTIONS } from "@/lib/calculators/conventions";
import { calculatorLandings, type CalculatorLanding } from "@/lib/content/calculator-landings";
import { calculatorContent, type CalculatorId } from "@/lib/content/calculators";
import { calculatorBreadcrumbs } from "@/lib/seo/calculator-breadcrumbs";
import styles from "./calculators.module.css";

/**
 * The frame of every calculator page: breadcrumb, heading, the form, its popular calculations, the
 * formula and convention, FAQs. A landing page (`landing`) has its own heading and lead.
 */
export function CalculatorPage({
  id,
  landing,
  children,
}: {
  id: CalculatorId;
  landing?: CalculatorLanding;
  children: ReactNode;
}) {
  const content = calculatorContent(id);
  const popular = calculatorLandings(id);
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={calculatorBreadcrumbs(content)} />
      <h1>{landing ? landing.heading : content.title}</h1>
      <p className={styles.lead}>{landing ? landing.description : content.description}</p>
      {children}
      {popular.length > 0 && (
        <section className={styles.section} aria-labelledby="popular">
          <h2 id="popular">Popular calculations</h2>
          <ul className={styles.popular}>
            {popular.map((item) => (
              <li key={item.href}>
                {/* A full page load: the form keeps its own state, so a client navigation to the same route would keep the old inputs. */}
                <a href={item.href} aria-current={item.href === landing?.href ? "page" : undefined}>
                  {item.heading}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
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
