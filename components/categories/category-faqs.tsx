import { JsonLd } from "@/components/seo/json-ld";
import type { CategoryContentEntry } from "@/lib/api/schemas/category-content";
import { faqPageJsonLd } from "@/lib/seo/category-json-ld";
import styles from "./categories.module.css";

/** The category's FAQs as disclosure widgets, with their FAQPage JSON-LD. */
export function CategoryFaqs({ faqs }: { faqs: CategoryContentEntry["faqs"] }) {
  return (
    <section className={styles.section} aria-labelledby="faqs">
      <h2 id="faqs">Frequently asked questions</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className={styles.faq}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
      <JsonLd data={faqPageJsonLd(faqs)} />
    </section>
  );
}
