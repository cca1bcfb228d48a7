import type { AmcGuide } from "@/lib/content/amc-guide";
import styles from "./amc-detail.module.css";

/** The six functions of an asset manager and the six criteria for choosing one, from content/amc-guide.json. */
export function AmcGuideCards({ guide }: { guide: AmcGuide }) {
  return (
    <>
      {(
        [
          ["functions", guide.functionsHeading, guide.functions],
          ["criteria", guide.criteriaHeading, guide.criteria],
        ] as const
      ).map(([key, heading, cards]) => (
        <section key={key} className={styles.section} aria-labelledby={`amc-${key}`}>
          <h2 id={`amc-${key}`}>{heading}</h2>
          <ol className={styles.cards}>
            {cards.map((card) => (
              <li key={card.title} className={styles.card}>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
