import Link from "next/link";
import type { GuideSection } from "@/lib/content/mutual-funds-guide";
import styles from "./guide.module.css";

/** The explainer's sections: paragraphs or numbered steps, and an optional link onwards. */
export function GuideSections({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.steps ? (
            <ol className={styles.steps}>
              {section.steps.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          ) : null}
          {section.link ? (
            <p>
              <Link href={section.link.href}>{section.link.label}</Link>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
