import Link from "next/link";
import styles from "@/components/content/content.module.css";
import { ProseSections } from "@/components/content/prose-sections";
import { ABOUT_CONTENT } from "@/lib/content/about";
import { COMPANY } from "@/lib/content/company";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/about");
export const metadata = metadataFor(route);

export default function AboutPage() {
  const about = ABOUT_CONTENT;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.lead}>{about.lead}</p>
      <ProseSections sections={about.sections} />
      <section className={styles.wide} aria-labelledby="principles-heading">
        <h2 id="principles-heading">{about.principlesHeading}</h2>
        <ul className={styles.cards}>
          {about.principles.map((principle) => (
            <li key={principle.title} className={styles.card}>
              <h3>{principle.title}</h3>
              <p>{principle.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="registration-heading">
        <h2 id="registration-heading">Registration and contact</h2>
        <p>
          {COMPANY.legalName} is an AMFI-registered mutual fund distributor, {COMPANY.amfiRegistration.arn}, valid until{" "}
          <time dateTime={COMPANY.amfiRegistration.validTill}>
            {COMPANY.amfiRegistration.validTill.split("-").reverse().join("-")}
          </time>
          .
        </p>
        <p>{COMPANY.contact.address}</p>
        <p>
          <Link href="/contact-us">Contact us</Link>
        </p>
      </section>
    </div>
  );
}
