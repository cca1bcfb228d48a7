import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./dashboard-home.module.css";

interface Shortcut {
  title: string;
  href: string;
  text: string;
}

const YOURS: readonly Shortcut[] = [
  {
    title: "Your watchlists",
    href: "/watchlist",
    text: "The funds you are following, with their latest returns, costs and risk.",
  },
  { title: "Your portfolio", href: "/portfolio", text: "Your holdings, their value, gains and XIRR." },
  { title: "Your profile", href: "/profile", text: "Your details, password and two-factor authentication." },
];

const TOOLS: readonly Shortcut[] = [
  { title: "Risk profiling", href: "/risk-profiling", text: "Find out how much risk you can and want to take." },
  { title: "Goal planning", href: "/goal-planning", text: "How much to invest each month to reach each goal on time." },
  { title: "Calculators", href: "/calculators", text: "SIP, lumpsum, SWP, STP, fixed deposit and CAGR calculators." },
  {
    title: "Fund screener",
    href: "/mutual-funds/mutual-fund-screener",
    text: "Screen every mutual fund by house, category, risk, returns and cost.",
  },
  { title: "Compare funds", href: "/mutual-funds/compare-mutual-funds", text: "Two to five funds side by side." },
];

function ShortcutList({ items }: { items: readonly Shortcut[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={styles.card}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The members' home: a greeting (lib/dashboard/welcome.ts), their own pages and the tools. */
export function DashboardHome({
  greeting,
  firstSession = false,
  summary,
}: {
  greeting: string;
  firstSession?: boolean;
  summary?: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{greeting}</h1>
      <p className={styles.lead}>
        {firstSession ? "Start with a watchlist, your portfolio or the tools below." : "Pick up where you left off."}
      </p>
      {summary}
      <section className={styles.section} aria-labelledby="dashboard-yours">
        <h2 id="dashboard-yours">Your account</h2>
        <ShortcutList items={YOURS} />
      </section>
      <section className={styles.section} aria-labelledby="dashboard-tools">
        <h2 id="dashboard-tools">Tools</h2>
        <ShortcutList items={TOOLS} />
      </section>
    </div>
  );
}
