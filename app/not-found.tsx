import type { Metadata } from "next";
import Link from "next/link";
import styles from "./coming-soon.module.css";

export const metadata: Metadata = { title: "Coming soon", robots: { index: false, follow: true } };

// Any unknown path (including unknown paths under /mutual-funds and /calculators) renders this page with HTTP 404.
export default function ComingSoon() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>Coming soon</p>
      <h1>We are still building this page</h1>
      <p>The page you asked for does not exist yet. These are ready for you now:</p>
      <ul className={styles.links}>
        <li>
          <Link href="/mutual-funds/mutual-fund-screener">Screen all mutual funds</Link>
        </li>
        <li>
          <Link href="/calculators">Calculators</Link>
        </li>
        <li>
          <Link href="/mutual-funds">All about mutual funds</Link>
        </li>
        <li>
          <Link href="/">Home</Link>
        </li>
      </ul>
    </div>
  );
}
