import { JsonLd } from "@/components/seo/json-ld";
import type { GuideFaqGroup } from "@/lib/content/mutual-funds-guide";
import { faqPageJsonLd } from "@/lib/seo/category-json-ld";
import styles from "./guide.module.css";

/** Each FAQ list as expandable questions, and one FAQPage JSON-LD holding all of them. */
export function GuideFaqs({ groups }: { groups: readonly GuideFaqGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className={styles.section} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{group.heading}</h2>
          {group.faqs.map((faq) => (
            <details key={faq.question} className={styles.faq}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <JsonLd data={faqPageJsonLd(groups.flatMap((group) => group.faqs))} />
    </>
  );
}
