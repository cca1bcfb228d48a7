import Link from "next/link";
import type { RiskProfileResult } from "@/lib/risk-profile/score-risk-profile";
import { screenHref } from "@/lib/risk-profile/score-risk-profile";
import styles from "./risk-profile.module.css";

/** A scored profile: the name and what it means, the score breakdown, the allocation and the categories that fit. */
export function RiskResult({ result }: { result: RiskProfileResult }) {
  const { profile } = result;
  const allocation = [
    ["Equity", profile.allocation.equity],
    ["Debt", profile.allocation.debt],
    ["Gold", profile.allocation.gold],
  ] as const;
  return (
    <section className={styles.result} aria-labelledby="risk-result-title">
      <h2 id="risk-result-title">Your risk profile: {profile.name}</h2>
      <p>{profile.summary}</p>
      <p className={styles.score}>
        Score {result.score} of {result.maxScore}
        {result.scoredProfile !== profile.name ? ` (the score alone is ${result.scoredProfile})` : ""}
      </p>
      {result.caps.length > 0 ? (
        <ul className={styles.caps}>
          {result.caps.map((cap) => (
            <li key={cap.reason}>{cap.reason}</li>
          ))}
        </ul>
      ) : null}

      <h3>Suggested allocation</h3>
      <ul className={styles.allocation} aria-label="Suggested allocation">
        {allocation.map(([name, pct]) => (
          <li key={name}>
            <span className={styles.allocationName}>{name}</span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${pct}%` }} />
            </span>
            <span>{pct}%</span>
          </li>
        ))}
      </ul>

      <h3>Fund categories that fit</h3>
      <ul className={styles.categories}>
        {profile.categories.map((category) => (
          <li key={category.label}>
            <Link href={screenHref(category.screen)}>{category.label}</Link>
          </li>
        ))}
      </ul>

      <h3>How your answers scored</h3>
      <table className={styles.breakdown}>
        <caption className="visually-hidden">Points for each answer</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Your answer</th>
            <th scope="col" className={styles.numeric}>
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {result.breakdown.map((line) => (
            <tr key={line.questionId}>
              <th scope="row">{line.question}</th>
              <td>{line.answer}</td>
              <td className={styles.numeric}>
                {line.points} of {line.maxPoints}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        This profile is a guide to how much risk suits you, based on your answers today. It is not investment advice;
        revisit it when your circumstances change.
      </p>
    </section>
  );
}
