import type { LegalDocument } from "@/lib/content/legal-pages";
import { formatLongDate } from "@/lib/blog/dates";
import { ProseSections } from "./prose-sections";
import { TableScroll } from "./table-scroll";
import styles from "./content.module.css";

/** A legal text: its title, last-updated date, introduction, numbered sections and, for cookies, the cookie table. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className={`container ${styles.page}`}>
      <h1>{document.title}</h1>
      <p className={styles.meta}>
        Last updated: <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
      </p>
      <div className={styles.section}>
        {document.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {document.cookies ? (
        <section id="cookies-we-set" className={styles.wide} aria-labelledby="cookies-we-set-heading">
          <h2 id="cookies-we-set-heading">Cookies and browser storage we set</h2>
          <TableScroll label="Cookies and browser storage we set">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Lasts</th>
                  <th scope="col">Set by</th>
                </tr>
              </thead>
              <tbody>
                {document.cookies.map((cookie) => (
                  <tr key={cookie.name}>
                    <th scope="row">
                      <code>{cookie.name}</code>
                    </th>
                    <td>{cookie.kind === "essential" ? "Essential" : "Analytics (with consent)"}</td>
                    <td>{cookie.purpose}</td>
                    <td>{cookie.duration}</td>
                    <td>{cookie.setBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : null}
      <ProseSections sections={document.sections} />
    </article>
  );
}
