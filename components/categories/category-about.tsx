import type { CategoryContentEntry } from "@/lib/api/schemas/category-content";
import styles from "./categories.module.css";

const SECTIONS = [
  { key: "sebi_definition", heading: "SEBI definition" },
  { key: "who_should_invest", heading: "Who should invest" },
  { key: "risk", heading: "Risk" },
  { key: "taxation", heading: "Taxation" },
] as const;

/** The editorial text of a category: SEBI's definition, who it suits, its risks and its taxation. */
export function CategoryAbout({ content }: { content: CategoryContentEntry }) {
  return (
    <>
      {SECTIONS.map(({ key, heading }) => (
        <section key={key} className={`${styles.section} ${styles.prose}`} aria-labelledby={`about-${key}`}>
          <h2 id={`about-${key}`}>{heading}</h2>
          <p>{content[key]}</p>
        </section>
      ))}
    </>
  );
}
