import Link from "next/link";
import type { ReactNode } from "react";
import type { ContentLink, ProseSection } from "@/lib/content/content-fields";
import styles from "./content.module.css";

interface ProseSectionsProps {
  sections: readonly (ProseSection & { link?: ContentLink })[];
  /** Shown after the section with each id (e.g. a live tool and the goal-planning FAQs after "goal-planning"). */
  after?: readonly { id: string; node: ReactNode }[];
}

/** Titled sections of paragraphs, an optional bulleted list and an optional link onwards. */
export function ProseSections({ sections, after }: ProseSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <div key={section.id}>
          <section id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.link ? (
              <p>
                <Link href={section.link.href}>{section.link.label}</Link>
              </p>
            ) : null}
          </section>
          {after
            ?.filter((extra) => extra.id === section.id)
            .map((extra, i) => (
              <div key={i}>{extra.node}</div>
            ))}
        </div>
      ))}
    </>
  );
}
