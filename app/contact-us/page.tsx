import styles from "@/components/content/content.module.css";
import { ContactForm } from "@/components/content/contact-form";
import { COMPANY } from "@/lib/content/company";
import { CONTACT_CONTENT } from "@/lib/content/contact-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/contact-us");
export const metadata = metadataFor(route);

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export default function ContactPage() {
  const content = CONTACT_CONTENT;
  const { phone, email, address } = COMPANY.contact;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.lead}>{content.lead}</p>
      <div className={styles.contactGrid}>
        <section aria-labelledby="reach-us-heading">
          <h2 id="reach-us-heading">Reach us</h2>
          <dl>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            <dt>Office</dt>
            <dd>
              {COMPANY.legalName}
              <br />
              {address}
            </dd>
            <dt>Hours</dt>
            <dd>{content.hours}</dd>
          </dl>
          <p className={styles.muted}>{content.grievance}</p>
        </section>
        <section aria-labelledby="message-heading">
          <h2 id="message-heading">{content.formHeading}</h2>
          <p className={styles.muted}>{content.formLead}</p>
          <ContactForm successMessage={content.successMessage} />
        </section>
      </div>
    </div>
  );
}
