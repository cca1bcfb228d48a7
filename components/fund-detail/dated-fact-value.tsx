import { FACT_REFRESH_DAYS, isStale } from "@/lib/funds/facts/fact-refresh";
import type { DatedFact } from "@/lib/funds/facts/latest-plan-facts";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { asOfText, NOT_DISCLOSED } from "./fund-text";
import styles from "./fund-detail.module.css";

/** "Stale: older than its usual 45-day refresh", for a fact whose kind has a usual refresh. */
export function staleText(kind: string): string {
  const days = (FACT_REFRESH_DAYS as Record<string, number>)[kind];
  return days === undefined ? "" : `Stale: older than its usual ${days}-day refresh`;
}

/** The source, date and stale mark under a fact, as visible text (a screen reader reads it; a tooltip it may not). */
export function FactSourceNote({
  kind,
  source,
  asOf,
  stale,
}: {
  kind: string;
  source: string;
  asOf: string;
  stale: boolean;
}) {
  return (
    <span className={styles.factSource}>
      {source}, {asOfText(asOf)}
      {stale && staleText(kind) ? (
        <>
          {". "}
          <span className={styles.stale}>{staleText(kind)}</span>
        </>
      ) : null}
    </span>
  );
}

/** A fact's value with its source and date beneath; "Not disclosed yet" when no source gives it. */
export function DatedFactValue<T>({
  kind,
  fact,
  format,
}: {
  /** The fact's name (expense_ratio, aum, ...): it picks the refresh limit of the stale mark. */
  kind: string;
  fact: DatedFact<T>;
  format: (value: T) => string;
}) {
  if (fact === null) return <>{NOT_DISCLOSED}</>;
  return (
    <>
      {format(fact.value)}
      <FactSourceNote kind={kind} source={fact.source} asOf={fact.as_of} stale={fact.stale} />
    </>
  );
}

/** A line saying that figures dated `asOf` are older than their kind's usual refresh; nothing when they are not. */
export function StaleNote({ kind, asOf }: { kind: string; asOf: string | null }) {
  if (asOf === null || !isStale(kind, asOf, todayInIndia())) return null;
  return (
    <p className={`${styles.note} ${styles.stale}`}>
      {staleText(kind)} ({asOfText(asOf)}).
    </p>
  );
}
