import type { ReactNode } from "react";
import styles from "./auth-form.module.css";

/** The frame of the login, sign-up and password pages. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <h1 id="auth-card-title">{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </section>
    </div>
  );
}
