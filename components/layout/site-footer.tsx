import Link from "next/link";
import { COMPANY } from "@/lib/content/company";
import { FOOTER_SECTIONS } from "@/lib/navigation/footer-links";
import styles from "./footer.module.css";

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div>
          <p className={styles.brand}>{COMPANY.brand}</p>
          <p className={styles.muted}>{COMPANY.tagline}</p>
          <address className={styles.contact}>
            <a href={`tel:${COMPANY.contact.phone.replace(/\s/g, "")}`}>{COMPANY.contact.phone}</a>
            <a href={`mailto:${COMPANY.contact.email}`}>{COMPANY.contact.email}</a>
          </address>
        </div>
        {FOOTER_SECTIONS.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className={styles.heading}>{section.title}</h2>
            {/* Not prefetched: wherever the footer comes into view (at once on a short page), Next.js would fetch
                every page it links to, and React would preload those pages' stylesheets, unused unless the
                visitor follows that very link (Chromium's "preloaded but not used" warning). */}
            <ul className={styles.list}>
              {section.links.map((link) => (
                <li key={link.link}>
                  <Link href={link.link} prefetch={false}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Social">
          <h2 className={styles.heading}>Follow us</h2>
          <ul className={styles.list}>
            {COMPANY.social.map((social) => (
              <li key={social.name}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.legal}`}>
        <p className={styles.registration}>
          AMFI-registered mutual fund distributor · <strong>{COMPANY.amfiRegistration.arn}</strong> · valid till{" "}
          {COMPANY.amfiRegistration.validTill}
        </p>
        {COMPANY.disclaimer.map((paragraph) => (
          <p key={paragraph} className={styles.disclaimer}>
            {paragraph}
          </p>
        ))}
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {COMPANY.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
