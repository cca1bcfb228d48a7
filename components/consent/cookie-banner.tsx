"use client";

import Link from "next/link";
import { giveConsent, useConsent } from "@/components/consent/consent-cookie";
import styles from "./cookie-banner.module.css";

export function CookieBanner() {
  const consent = useConsent();
  // In the server HTML for everyone; hidden before paint by the root layout's inline script
  // (consent-prepaint.ts) when the visitor has accepted, and removed once hydrated.
  if (consent) return null;
  return (
    <section className={styles.banner} role="region" aria-label="Cookie consent">
      <p className={styles.text}>
        We use cookies to keep you signed in and, with your consent, to count visits with Google Analytics so we can
        improve the site. Closing this notice means you accept them. See our{" "}
        <Link href="/cookie-policy" target="_blank" rel="noopener">
          Cookie Policy
        </Link>
        .
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={() => void giveConsent()}
        aria-label="Accept cookies and close this notice"
      >
        Accept &amp; close
      </button>
    </section>
  );
}
