import Link from "next/link";
import type { GuideEntryPoint } from "@/lib/content/mutual-funds-guide";
import styles from "./guide.module.css";

/** A card for each section of the site, its title the link. */
export function GuideEntryPoints({
  heading,
  entryPoints,
}: {
  heading: string;
  entryPoints: readonly GuideEntryPoint[];
}) {
  return (
    <section className={styles.wide} aria-labelledby="entry-points">
      <h2 id="entry-points">{heading}</h2>
      <ul className={styles.cards}>
        {entryPoints.map((entry) => (
          <li key={entry.href} className={styles.card}>
            <h3>
              <Link href={entry.href}>{entry.title}</Link>
            </h3>
            <p>{entry.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
