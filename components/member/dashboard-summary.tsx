import Link from "next/link";
import type { DashboardData } from "@/lib/dashboard/dashboard-data";
import { formatDate, formatInr, formatPercent } from "@/lib/format";
import styles from "./dashboard-home.module.css";

const rupees = (value: number | null) => formatInr(value, { fractionDigits: 0, allowNegative: true });

/** The dashboard's blocks: each says what to do next when there is nothing to show yet. */
export function DashboardSummary({ data }: { data: DashboardData }) {
  const { portfolio } = data;
  return (
    <div className={styles.blocks}>
      <section className={styles.block} aria-labelledby="dash-worth">
        <h2 id="dash-worth">Net worth</h2>
        {data.netWorth ? (
          <p>
            <strong className={styles.figure}>{rupees(data.netWorth.value)}</strong> as of{" "}
            {formatDate(data.netWorth.savedAt.slice(0, 10))}
          </p>
        ) : (
          <p>
            Add your assets and loans in <Link href="/goal-planning#my-finance">My Finance</Link>.
          </p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="dash-portfolio">
        <h2 id="dash-portfolio">Portfolio</h2>
        {portfolio.funds > 0 ? (
          <dl className={styles.figures}>
            <div>
              <dt>Value</dt>
              <dd>{rupees(portfolio.current_value)}</dd>
            </div>
            <div>
              <dt>Today&apos;s change</dt>
              <dd>{rupees(portfolio.day_change)}</dd>
            </div>
            <div>
              <dt>XIRR</dt>
              <dd>{formatPercent(portfolio.xirr_pct, { allowNegative: true })}</dd>
            </div>
          </dl>
        ) : (
          <p>
            Record your funds in your <Link href="/portfolio">portfolio</Link> to see their value every day.
          </p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="dash-movers">
        <h2 id="dash-movers">Watchlist movers</h2>
        {data.movers.length > 0 ? (
          <ul className={styles.plain}>
            {data.movers.map((m) => (
              <li key={m.schemeCode}>
                <Link href={`/mutual-funds/mutual-fund-screener/${m.schemeCode}`}>{m.name}</Link>{" "}
                {formatPercent(m.changePct, { allowNegative: true })}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            Star funds in the <Link href="/mutual-funds/mutual-fund-screener">screener</Link> to follow their daily
            moves here.
          </p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="dash-goals">
        <h2 id="dash-goals">Goals</h2>
        {data.goals.length > 0 ? (
          <ul className={styles.plain}>
            {data.goals.map((g) => (
              <li key={g.name}>
                <strong>{g.name}</strong>: {formatPercent(g.fundedPct)} covered by savings set aside;{" "}
                {rupees(g.monthlySip)} a month for {g.years} years
                <progress
                  className={styles.progress}
                  max={100}
                  value={g.fundedPct}
                  aria-label={`${g.name}: ${formatPercent(g.fundedPct)} covered`}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>
            Plan your goals in the <Link href="/goal-planning#goal-planner">Goal Planner</Link>.
          </p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="dash-risk">
        <h2 id="dash-risk">Risk profile</h2>
        {data.risk ? (
          <p>
            <strong>{data.risk.profile}</strong>, taken on {formatDate(data.risk.takenAt.slice(0, 10))}.{" "}
            <Link href="/risk-profiling">See or retake it</Link>
          </p>
        ) : (
          <p>
            <Link href="/risk-profiling">Take the risk profile</Link>: ten questions, about three minutes.
          </p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="dash-nfo">
        <h2 id="dash-nfo">New fund offers open now</h2>
        {data.openOffers.length > 0 ? (
          <ul className={styles.plain}>
            {data.openOffers.slice(0, 5).map((o) => (
              <li key={o.id}>
                <Link href={`/mutual-funds/new-fund-offers/${o.id}`}>{o.name}</Link> · closes {formatDate(o.close_date)}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            No offer is open today. See <Link href="/mutual-funds/new-fund-offers">upcoming offers</Link>.
          </p>
        )}
      </section>
    </div>
  );
}
